import { useState } from 'react';
import { styled } from 'styled-components';
import type { PhotoSources } from '../contract';

interface PhotoProps {
  /** The image's sources (`photoSources` of the contract), or null when there is none: the name's initial is drawn instead. */
  sources: PhotoSources | null;
  /** The alt text, and where the initial comes from. */
  name: string;
  /** Intrinsic size: the box is reserved at this aspect ratio before the image arrives, so nothing jumps. */
  width: number;
  height: number;
  /**
   * The photo likely to be the largest thing on the first screen (the first row of a grid, an item's photo):
   * loaded at once and ahead of other images. Any other photo loads lazily, once it nears the screen.
   */
  priority?: boolean;
  className?: string;
}

// The ratio is a class (one per ratio), not a style attribute: the Content-Security-Policy keeps style attributes
// out of the server's first paint (README "Security headers").
const Image = styled.img<{ $ratio: string }>`
  display: block;
  aspect-ratio: ${({ $ratio }) => $ratio};
  width: 100%;
  height: auto;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
`;

const Placeholder = styled.div<{ $ratio: string }>`
  display: flex;
  aspect-ratio: ${({ $ratio }) => $ratio};
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
export function Photo({ sources, name, width, height, priority = false, className }: PhotoProps) {
  const [failed, setFailed] = useState(false);
  const aspectRatio = `${width} / ${height}`;
  if (sources === null || failed) {
    return (
      <Placeholder className={className} $ratio={aspectRatio} data-testid="photo-placeholder" aria-hidden="true">
        {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
      </Placeholder>
    );
  }
  return (
    <Image
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={name}
      width={width}
      height={height}
      $ratio={aspectRatio}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      onError={() => setFailed(true)}
    />
  );
}
