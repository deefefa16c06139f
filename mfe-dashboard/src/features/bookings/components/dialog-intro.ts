import { styled } from 'styled-components';

/** What a booking dialog says before its form: what the move does. */
export const DialogIntro = styled.p`
  margin: 0 0 1rem;
  overflow-wrap: anywhere;
`;
