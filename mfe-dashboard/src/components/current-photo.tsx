import { API_PREFIX, photoSources } from '@campus/shared/contract';
import { Photo } from '@campus/shared/ui';
import { styled } from 'styled-components';

const Figure = styled.figure`
  margin: 0 0 1rem;
  max-width: 16rem;
  figcaption {
    margin-top: 0.25rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

interface CurrentPhotoProps {
  /** The photo's path under the API prefix, e.g. `rentProductPhotoPath(id)`. */
  photoPath: string;
  name: string;
  hasPhoto: boolean;
}

/** An edit form's listing photo as it is now: the server keeps it unless a new one is sent. */
export function CurrentPhoto({ photoPath, name, hasPhoto }: CurrentPhotoProps) {
  if (!hasPhoto) {
    return (
      <Figure>
        <figcaption>No photo yet: you can add one below.</figcaption>
      </Figure>
    );
  }
  return (
    <Figure>
      <Photo sources={photoSources(`${API_PREFIX}${photoPath}`, 'thumbnail')} name={name} width={400} height={300} priority />
      <figcaption>Current photo, kept unless you choose a new one.</figcaption>
    </Figure>
  );
}
