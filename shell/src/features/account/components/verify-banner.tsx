import { selectIsLoggedIn, selectUser, useAppSelector } from '@campus/shared/store';
import { Button } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useResendVerification } from '../hooks/use-resend-verification';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.6rem 1rem;
  background: ${({ theme }) => theme.colors.attention};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

/**
 * Under the navigation of every page while a member's campus address is not verified (docs/product-rules.md
 * "Campus-verified accounts"): what they cannot do yet, and the way to a new link.
 */
export function VerifyBanner() {
  const user = useAppSelector(selectUser);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { onResend, isLoading } = useResendVerification();
  if (!isLoggedIn || !user || user.verified) return null;
  return (
    <Banner aria-label="Verify your e-mail address">
      <p>
        Verify your e-mail address: we sent a link to <strong>{user.email}</strong>. Until then you can browse and read,
        but not sell, buy, book or write in the chat.
      </p>
      <Button type="button" $variant="secondary" onClick={() => void onResend()} disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Resend the link'}
      </Button>
    </Banner>
  );
}
