import { styled } from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.75rem;
`;

/* A text button beside the message, as tall as WCAG 2.2's target size asks (24 px) and then some. */
const Action = styled.button.attrs(() => ({ type: 'button' as const }))`
  min-height: 32px;
  padding: 0.25rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
`;

/** A toast's message with one action beside it: taking it closes the toast, then does what it says. */
export function ToastWithAction({ message, label, onAction, close }: { message: string; label: string; onAction: () => void; close: () => void }) {
  return (
    <Row>
      <span>{message}</span>
      <Action
        onClick={() => {
          close();
          onAction();
        }}
      >
        {label}
      </Action>
    </Row>
  );
}
