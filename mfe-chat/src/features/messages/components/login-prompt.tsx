import { ButtonLink } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
`;

/** A visitor's Messages: log in first, and come back here after (the login page reads `from`). */
export function LoginPrompt() {
  const { pathname } = useLocation();
  return (
    <Box>
      <p>Your messages are private: log in to read and send them.</p>
      <ButtonLink to={paths.login.href()} state={{ from: pathname }}>
        Log in to see your messages
      </ButtonLink>
    </Box>
  );
}
