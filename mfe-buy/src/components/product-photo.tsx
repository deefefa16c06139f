import { API_PREFIX, productPhotoPath, photoSources, type PhotoLayout } from '@campus/shared/contract';
import { Photo } from '@campus/shared/ui';

interface ProductPhotoProps {
  productId: string;
  name: string;
  hasPhoto: boolean;
  /** Where it is shown: decides which of the photo's sizes the browser may pick. */
  layout: PhotoLayout;
  /** Intrinsic size: reserves the box before the image arrives, so the page does not jump. */
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}

/** A product's photo from the API, or its initial when it has none. */
export function ProductPhoto({ productId, hasPhoto, layout, ...photo }: ProductPhotoProps) {
  return <Photo sources={hasPhoto ? photoSources(`${API_PREFIX}${productPhotoPath(productId)}`, layout) : null} {...photo} />;
}
