import { API_PREFIX, productPhotoPath } from '@campus/shared/contract';
import { useState } from 'react';
import styled from 'styled-components';

interface ProductPhotoProps {
  productId: string;
  name: string;
  hasPhoto: boolean;
  /** Intrinsic size: reserves the box before the image arrives, so the page does not jump. */
  width: number;
  height: number;
  /** Off-screen grid cards load lazily; the one photo of a detail page need not wait. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

const Image = styled.img`
  width: 100%;
  height: auto;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: auto;
  background: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
  font-size: clamp(1.5rem, 6vw, 3rem);
  font-weight: 700;
  user-select: none;
`;

/**
 * A product's photo from the API, or a drawn box with its initial when it has none (or the photo
 * fails to load): the page never depends on an outside image host.
 */
export function ProductPhoto({ productId, name, hasPhoto, width, height, loading = 'lazy', className }: ProductPhotoProps) {
  const [failed, setFailed] = useState(false);
  if (!hasPhoto || failed) {
    const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
    return (
      <Placeholder className={className} style={{ aspectRatio: `${width} / ${height}` }} data-testid="photo-placeholder" aria-hidden="true">
        {initial}
      </Placeholder>
    );
  }
  return (
    <Image
      className={className}
      src={`${API_PREFIX}${productPhotoPath(productId)}`}
      alt={name}
      width={width}
      height={height}
      style={{ aspectRatio: `${width} / ${height}` }}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
