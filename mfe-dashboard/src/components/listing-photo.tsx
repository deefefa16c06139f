import { API_PREFIX } from '@campus/shared/contract';
import { useState } from 'react';
import styled from 'styled-components';

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
`;

/* The same box as the photo, so cards line up whether or not a product has one. */
const Blank = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 2rem;
  font-weight: 700;
  user-select: none;
`;

interface ListingPhotoProps {
  /** The photo's path under the API prefix, e.g. `productPhotoPath(id)`. */
  photoPath: string;
  name: string;
  hasPhoto: boolean;
}

/** A listing's photo, lazy-loaded in a reserved 4:3 box; a neutral box with the initial when it has none. */
export function ListingPhoto({ photoPath, name, hasPhoto }: ListingPhotoProps) {
  const [failed, setFailed] = useState(false);
  if (!hasPhoto || failed) {
    return (
      <Blank aria-hidden="true" data-testid="photo-placeholder">
        {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
      </Blank>
    );
  }
  return (
    <Image
      src={`${API_PREFIX}${photoPath}`}
      alt={name}
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
