import type { SessionUser } from '@campus/shared/contract';
import { ButtonLink } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { dashboardHref, paths } from '../../../config/paths';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** What /login and /register show to someone who is already logged in, instead of the form again. */
export function SignedInNotice({ user }: { user: SessionUser }) {
  return (
    <div role="status">
      <p>
        You are logged in as <strong>{user.name}</strong>.
      </p>
      <Actions>
        <ButtonLink to={paths.home.href()}>Go to Home</ButtonLink>
        <ButtonLink to={dashboardHref(user.role)} $variant="secondary">
          Dashboard
        </ButtonLink>
      </Actions>
    </div>
  );
}
