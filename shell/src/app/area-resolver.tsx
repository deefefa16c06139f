import { NotFoundPage } from '@campus/shared/ui';
import { useLocation } from 'react-router-dom';
import { areaRouteOf } from '../config/areas';
import { AuthGuard } from '../features/auth/components/auth-guard';
import { RemoteArea } from '../features/remotes/remote-area';

/** Renders the remote that owns the current path (config/areas.ts), behind its guard if it has one. */
export function AreaResolver() {
  const { pathname } = useLocation();
  const route = areaRouteOf(pathname);
  if (!route) return <NotFoundPage />;
  const area = <RemoteArea key={route.area} name={route.area} />;
  return route.guard ? (
    <AuthGuard key={route.guard} kind={route.guard}>
      {area}
    </AuthGuard>
  ) : (
    area
  );
}
