import { ListingAreaApp } from '@campus/shared/listings';
import { HIRE_AREA } from './area';

/** The Hire area: everything under /service. */
export default function App() {
  return <ListingAreaApp area={HIRE_AREA} version={__REMOTE_VERSION__} />;
}
