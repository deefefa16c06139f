import { API_PREFIX, photoSources } from '@campus/shared/contract';
import { Photo } from '@campus/shared/ui';

interface ListingPhotoProps {
  /** The photo's path under the API prefix, e.g. `productPhotoPath(id)`. */
  photoPath: string;
  name: string;
  hasPhoto: boolean;
}

/** A listing's photo on the owner's cards (the card size), lazy-loaded in a 4:3 box; its initial when it has none. */
export function ListingPhoto({ photoPath, name, hasPhoto }: ListingPhotoProps) {
  return <Photo sources={hasPhoto ? photoSources(`${API_PREFIX}${photoPath}`, 'grid') : null} name={name} width={400} height={300} />;
}
