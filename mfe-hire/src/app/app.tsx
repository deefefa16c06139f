import { NotFoundPage } from '@campus/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { ServiceBrowsePage } from '../features/browse/components/service-browse-page';
import { ServiceItemPage } from '../features/item/components/service-item-page';
import { ServiceLanding } from '../features/landing/components/service-landing';

/** The Hire area: everything under /service. */
export default function App() {
  return (
    <div data-remote="hire" data-remote-version={__REMOTE_VERSION__}>
      <Routes>
        <Route path={paths.landing.path} element={<ServiceLanding />} />
        <Route path={paths.products.path} element={<ServiceBrowsePage />} />
        <Route path={paths.item.path} element={<ServiceItemPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
