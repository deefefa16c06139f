import { NotFoundPage } from '@campus/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { DashboardLayout } from '../features/layout/components/dashboard-layout';
import { ADMIN_MENU, USER_MENU } from '../features/layout/menus';
import { ProfileOverview } from '../features/overview/components/profile-overview';

/** The dashboards: everything under /dashboard/user and /dashboard/admin (the shell guards both). */
export default function App() {
  return (
    <div data-remote="dashboard">
      <Routes>
        <Route path={paths.user.overview.path} element={<DashboardLayout menu={USER_MENU} menuLabel="User dashboard menu" />}>
          <Route index element={<ProfileOverview area="user" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path={paths.admin.overview.path}
          element={<DashboardLayout menu={ADMIN_MENU} menuLabel="Admin dashboard menu" />}
        >
          <Route index element={<ProfileOverview area="admin" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
