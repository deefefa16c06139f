import type { Category } from '@campus/shared/contract';
import { Button } from '@campus/shared/ui';
import styled from 'styled-components';

/* Scrolls sideways inside its card on very narrow phones instead of widening the page. */
const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.5rem;
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

interface CategoryTableProps {
  categories: Category[];
  deletingId: string | undefined;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

/** The categories with their Edit and Delete actions, each named after its row for screen readers. */
export function CategoryTable({ categories, deletingId, onEdit, onDelete }: CategoryTableProps) {
  return (
    <Scroller>
      <Table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category._id}>
              <td>{category.name}</td>
              <td>
                <Actions>
                  <Button $variant="secondary" aria-label={`Edit ${category.name}`} onClick={() => onEdit(category)}>
                    Edit
                  </Button>
                  <Button
                    $variant="danger"
                    aria-label={`Delete ${category.name}`}
                    disabled={deletingId === category._id}
                    onClick={() => onDelete(category)}
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
