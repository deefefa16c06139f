import { styled } from 'styled-components';

/** Available in green; Sold, Paused or Rented in red, always said in words too (docs/product-rules.md "Availability"). */
export const StatusBadge = styled.p<{ $available: boolean }>`
  align-self: flex-start;
  margin: 0;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  font-weight: 600;
  color: #fff;
  background: ${({ theme, $available }) => ($available ? theme.colors.success : theme.colors.danger)};
`;
