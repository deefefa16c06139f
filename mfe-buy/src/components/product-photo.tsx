import { API_PREFIX, productPhotoPath } from '@campus/shared/contract';
import { Photo } from '@campus/shared/ui';

interface ProductPhotoProps {
  productId: string;
  name: string;
  hasPhoto: boolean;
  /** Intrinsic size: reserves the box before the image arrives, so the page does not jump. */
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** A product's photo from the API, or its initial when it has none. */
export function ProductPhoto({ productId, hasPhoto, ...photo }: ProductPhotoProps) {
  return <Photo src={hasPhoto ? `${API_PREFIX}${productPhotoPath(productId)}` : null} {...photo} />;
}
