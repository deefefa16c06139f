import type { RentProduct } from '@campus/shared/contract';
import { Button, formatRupees } from '@campus/shared/ui';
import styled from 'styled-components';

/* Scrolls sideways inside the page on narrow phones instead of widening it. */
const Scroller = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Table = styled.table`
  width: 100%;
  min-width: 32rem;
  border-collapse: collapse;
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  td:first-child {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface RentProductTableProps {
  rentProducts: RentProduct[];
  deletingId: string | undefined;
  onEdit: (rentProduct: RentProduct) => void;
  onDelete: (rentProduct: RentProduct) => void;
}

/** Every rent product for the admin, with Edit and Delete named after their row for screen readers. */
export function RentProductTable({ rentProducts, deletingId, onEdit, onDelete }: RentProductTableProps) {
  return (
    <Scroller>
      <Table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Owner</th>
            <th scope="col">Price/day</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rentProducts.map((item) => (
            <tr key={item._id}>
              <td>{item.name}</td>
              <td>{item.sellerId.name}</td>
              <td>{formatRupees(item.pricePerDay)}</td>
              <td>{item.isRented ? 'Rented' : 'Available'}</td>
              <td>
                <Actions>
                  <Button $variant="secondary" aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
                    Edit
                  </Button>
                  <Button $variant="danger" aria-label={`Delete ${item.name}`} disabled={deletingId === item._id} onClick={() => onDelete(item)}>
                    Delete
                  </Button>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
