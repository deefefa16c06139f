import { listingAreaPaths } from '@campus/shared/listings';

/** The Borrow area's routes: `/rent`, `/rent/products` (with `?category=`), `/rent/products/:id`. */
export const paths = listingAreaPaths('/rent');
