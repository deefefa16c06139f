import { styled } from '@campus/shared/ui';

/** The buttons under a booking dialog's form: side by side on a phone when they fit, on the right from sm. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  & > * {
    flex: 1 1 8rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

/** What a booking dialog says before its form: what the move does. */
export const DialogIntro = styled.p`
  margin: 0 0 1rem;
  overflow-wrap: anywhere;
`;
