import { styled } from '@campus/shared/ui';

const Badge = styled.p<{ $sold: boolean }>`
  align-self: flex-start;
  margin: 0;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  font-weight: 600;
  color: #fff;
  background: ${({ theme, $sold }) => ($sold ? theme.colors.danger : theme.colors.success)};
`;

/** docs/product-rules.md "Availability": 'Sold' or 'Available', in words, never by colour alone. */
export function AvailabilityBadge({ sold }: { sold: boolean }) {
  return <Badge $sold={sold}>{sold ? 'Sold' : 'Available'}</Badge>;
}
