import { useLocation } from 'react-router-dom';

/** Shows the router's current path so a test can assert where a screen navigated to. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}
