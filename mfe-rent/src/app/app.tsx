import { ListingAreaApp } from '@campus/shared/listings';
import { RENT_AREA } from './area';

/** The Borrow area: everything under /rent. */
export default function App() {
  return <ListingAreaApp area={RENT_AREA} version={__REMOTE_VERSION__} />;
}
