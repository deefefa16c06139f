import type { ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Circle = styled.span`
  display: inline-block;
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  text-align: center;
`;

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label = 'Loading…', children }: { label?: string; children?: ReactNode }) {
  return (
    <Box role="status" aria-live="polite">
      <Circle aria-hidden="true" />
      <span>{label}</span>
      {children}
    </Box>
  );
}
