import { API_PREFIX, productPhotoPath } from '@campus/shared/contract';
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

/** A listing's photo, lazy-loaded in a reserved 4:3 box; a neutral box with the initial when it has none. */
export function ProductPhoto({ productId, name, hasPhoto }: { productId: string; name: string; hasPhoto: boolean }) {
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
      src={`${API_PREFIX}${productPhotoPath(productId)}`}
      alt={name}
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
