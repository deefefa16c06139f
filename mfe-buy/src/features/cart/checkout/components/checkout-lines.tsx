import { orderStatusLabel, type CheckoutLine } from '@campus/shared/contract';
import { formatRupees } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.75rem;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.25rem 1rem;
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Amount = styled.span`
  font-weight: 600;
  text-align: right;
`;

const Muted = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

/** The items of a checkout: name (linked while the listing exists), quantity × price, amount and, once paid, status. */
export function CheckoutLines({ lines, label, showStatus }: { lines: readonly CheckoutLine[]; label: string; showStatus: boolean }) {
  return (
    <List aria-label={label}>
      {lines.map((line) => (
        <Line key={line._id}>
          <Name>{line.product._id ? <Link to={paths.product.href(line.product.slug)}>{line.product.name}</Link> : line.product.name}</Name>
          <Amount>{formatRupees(line.amount)}</Amount>
          <Muted>
            {line.quantity} × {formatRupees(line.product.price)}
            {showStatus ? ` · Status: ${orderStatusLabel(line)}` : null}
          </Muted>
        </Line>
      ))}
    </List>
  );
}
