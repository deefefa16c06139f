import type { Product } from '@campus/shared/contract';
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

interface ProductTableProps {
  products: Product[];
  deletingId: string | undefined;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** Every listing for the admin, with Edit and Delete named after their row for screen readers. */
export function ProductTable({ products, deletingId, onEdit, onDelete }: ProductTableProps) {
  return (
    <Scroller>
      <Table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Seller</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product._id}>
              <td>{product.name}</td>
              <td>{product.sellerId.name}</td>
              <td>{formatRupees(product.price)}</td>
              <td>{product.quantity}</td>
              <td>
                <Actions>
                  <Button $variant="secondary" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
                    Edit
                  </Button>
                  <Button
                    $variant="danger"
                    aria-label={`Delete ${product.name}`}
                    disabled={deletingId === product._id}
                    onClick={() => onDelete(product)}
                  >
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
