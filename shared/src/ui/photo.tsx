import { useState } from 'react';
import styled from 'styled-components';

interface PhotoProps {
  /** The image URL, or null when there is none: the name's initial is drawn instead. */
  src: string | null;
  /** The alt text, and where the initial comes from. */
  name: string;
  /** Intrinsic size: the box is reserved at this aspect ratio before the image arrives, so nothing jumps. */
  width: number;
  height: number;
  /** Cards in a list load lazily; the one photo of a detail page need not wait. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

const Image = styled.img`
  display: block;
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
  background: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
  font-size: clamp(1.5rem, 6vw, 3rem);
  font-weight: 700;
  user-select: none;
`;

/**
 * A listing's photo, or a drawn box with its name's initial when it has none or the photo fails to load;
 * the box keeps its size either way and the page never depends on an outside image host.
 */
export function Photo({ src, name, width, height, loading = 'lazy', className }: PhotoProps) {
  const [failed, setFailed] = useState(false);
  const aspectRatio = `${width} / ${height}`;
  if (src === null || failed) {
    return (
      <Placeholder className={className} style={{ aspectRatio }} data-testid="photo-placeholder" aria-hidden="true">
        {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
      </Placeholder>
    );
  }
  return (
    <Image
      className={className}
      src={src}
      alt={name}
      width={width}
      height={height}
      style={{ aspectRatio }}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
