import type { Product } from '@campus/shared/contract';
import { ReportButton } from '@campus/shared/listings';

/**
 * 'Report' on a product's page (docs/product-rules.md "Reports and suspension"), in a chunk of its own: the product
 * page is in the Buy area's first load with the home page, whose budget has no room for it (bench/README.md).
 */
export default function ReportProduct({ product }: { product: Pick<Product, '_id' | 'sellerId'> }) {
  return <ReportButton target="listing" id={product._id} listingKind="product" what="this listing" ownerId={product.sellerId._id} />;
}
