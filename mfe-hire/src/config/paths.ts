import { listingAreaPaths } from '@campus/shared/listings';

/** The Hire area's routes: `/service`, `/service/products` (with `?category=`), `/service/products/:id`. */
export const paths = listingAreaPaths('/service');
