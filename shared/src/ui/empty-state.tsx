import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Box = styled.div`
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export function EmptyState({ children }: { children: ReactNode }) {
  return <Box>{children}</Box>;
}
