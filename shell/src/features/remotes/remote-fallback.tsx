import { Button, Page } from '@campus/shared/ui';
import { styled } from 'styled-components';

const Fallback = styled.div`
  text-align: center;
  padding: 3rem 1rem;
  p {
    margin: 0 0 1rem;
  }
`;

/** What an area that cannot be loaded, or that crashed, shows in its place: a message and a retry. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Page>
      <Fallback role="alert">
        <p>This part of the site is unavailable right now.</p>
        <Button onClick={onRetry}>Try again</Button>
      </Fallback>
    </Page>
  );
}
