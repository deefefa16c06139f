import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

const Note = styled.p`
  margin: 0 0 1.25rem;
  &:focus {
    outline: none;
  }
`;

/**
 * A short status line that takes the focus when it appears: it stands where a control the member just used
 * went away (a cancelled checkout's Cancel button), so the focus does not fall back to the page.
 */
export function FocusedStatus({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Note ref={ref} tabIndex={-1} role="status">
      {children}
    </Note>
  );
}
