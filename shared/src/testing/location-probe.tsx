import { useLocation } from 'react-router-dom';

/**
 * Shows the router's current path so a test can assert where a screen navigated to, and in `data-state` the
 * state the navigation carried (JSON).
 */
export function LocationProbe() {
  const { pathname, state } = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(state)}>
      {pathname}
    </div>
  );
}
