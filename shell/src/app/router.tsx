import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { SiteLayout } from '../features/layout/components/site-layout';
import { AreaResolver } from '../features/remotes/area-resolver';

/** The shell's own pages; every other path belongs to a remote area or is not found (AreaResolver). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path={paths.services.path} element={<Navigate to={paths.service.href()} replace />} />
        <Route path="*" element={<AreaResolver />} />
      </Route>
    </Routes>
  );
}
