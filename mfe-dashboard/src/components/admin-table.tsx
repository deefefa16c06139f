import { Button } from '@campus/shared/ui';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/* Scrolls sideways on narrow phones instead of widening the page. A standalone table has no card
   around it, so it draws its own frame. */
const Scroller = styled.div<{ $standalone: boolean }>`
  overflow-x: auto;
  ${({ $standalone, theme }) =>
    $standalone &&
    css`
      background: ${theme.colors.surface};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radius};
    `}
`;

/* A standalone table has several columns: a minimum width keeps them readable, scrolling instead. */
const Table = styled.table<{ $standalone: boolean }>`
  width: 100%;
  ${({ $standalone }) =>
    $standalone &&
    css`
      min-width: 32rem;
    `}
  border-collapse: collapse;
  th,
  td {
    padding: ${({ $standalone }) => ($standalone ? '0.5rem 0.75rem' : '0.5rem')};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  /* Long names wrap between words; only a word too long for the screen is broken. */
  td:first-child {
    overflow-wrap: break-word;
  }
`;

/* As narrow as its buttons: side by side from 600 px up, stacked on a phone so the names keep their room. */
const ActionsCell = styled.td`
  width: 1%;
  @media (min-width: 600px) {
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  @media (min-width: 600px) {
    flex-wrap: nowrap;
  }
`;

/** A column shown between Name and Actions. */
export interface AdminTableColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

interface AdminTableProps<T extends { _id: string; name: string }> {
  items: readonly T[];
  columns?: readonly AdminTableColumn<T>[];
  deletingId: string | undefined;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** Sits directly on the page rather than inside a card. */
  standalone?: boolean;
}

/** Rows of named items for the admin, with Edit and Delete named after their row for screen readers. */
export function AdminTable<T extends { _id: string; name: string }>({
  items,
  columns = [],
  deletingId,
  onEdit,
  onDelete,
  standalone = false,
}: AdminTableProps<T>) {
  return (
    <Scroller $standalone={standalone}>
      <Table $standalone={standalone}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item._id}>
              <td>{item.name}</td>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(item)}</td>
              ))}
              <ActionsCell>
                <Actions>
                  <Button $variant="secondary" aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
                    Edit
                  </Button>
                  <Button
                    $variant="danger"
                    aria-label={`Delete ${item.name}`}
                    disabled={deletingId === item._id}
                    onClick={() => onDelete(item)}
                  >
                    Delete
                  </Button>
                </Actions>
              </ActionsCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
