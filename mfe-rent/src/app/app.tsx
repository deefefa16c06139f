import { NotFoundPage } from '@campus/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { RentBrowsePage } from '../features/browse/components/rent-browse-page';
import { RentItemPage } from '../features/item/components/rent-item-page';
import { RentLanding } from '../features/landing/components/rent-landing';

/** The Borrow area: everything under /rent. */
export default function App() {
  return (
    <div data-remote="rent" data-remote-version={__REMOTE_VERSION__}>
      <Routes>
        <Route path={paths.landing.path} element={<RentLanding />} />
        <Route path={paths.products.path} element={<RentBrowsePage />} />
        <Route path={paths.item.path} element={<RentItemPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
