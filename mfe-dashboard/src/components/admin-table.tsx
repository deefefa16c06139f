import { Button } from '@campus/shared/ui';
import { css, styled } from 'styled-components';
import type { ReactNode } from 'react';

/** Below this width every row is a small card of its own: name, the other columns labelled, the actions. */
const STACKED = '@media (width < 600px)';

/* From 600 px up it scrolls sideways if it must rather than widening the page. A standalone table has no
   card around it, so it draws its own frame. */
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
  /* A phone stacks each row (the roles in the markup keep it a table for screen readers); the column names
     stay for them and label the values on screen. */
  ${STACKED} {
    min-width: 0;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      padding: 0.75rem ${({ $standalone }) => ($standalone ? '0.75rem' : '0')};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      padding: 0.15rem 0;
      border: 0;
    }
    td:first-child {
      font-weight: 700;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

/* As narrow as its buttons: side by side from 600 px up, stacked on a phone so the names keep their room. */
const ActionsCell = styled.td`
  width: 1%;
  @media (min-width: 600px) {
    white-space: nowrap;
  }
  /* Doubled class: it outranks the table's own stacked-cell padding. */
  ${STACKED} {
    && {
      width: auto;
      padding-top: 0.5rem;
    }
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
      {/* The roles restate what the elements are: a stacked row (display: block) would otherwise stop being one. */}
      <Table $standalone={standalone} role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Name
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" role="columnheader">
                {column.header}
              </th>
            ))}
            <th scope="col" role="columnheader">
              Actions
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {items.map((item) => (
            <tr key={item._id} role="row">
              <td role="cell">{item.name}</td>
              {columns.map((column) => (
                <td key={column.header} role="cell" data-label={column.header}>
                  {column.cell(item)}
                </td>
              ))}
              <ActionsCell role="cell">
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
