import { Card } from '@campus/shared/ui';
import { styled } from 'styled-components';

/** One part of the Account screen: a card with its heading, as wide as a form reads well. */
export const Section = styled(Card)`
  max-width: 40rem;
  margin-top: 1.5rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 1rem;
    overflow-wrap: anywhere;
  }
`;

/* A checkbox with its label beside it, the box as large as a finger needs (WCAG 2.2 target-size). */
export const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  margin: 0.25rem 0 1rem;
  cursor: pointer;
  input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
