import { styled } from 'styled-components';
import type { ReactNode } from 'react';

// The cards of the dashboard's records, an order line or a booking: a titled box of facts with its moves under them.

/** A record's box; its heading is an h2 on a page of records, an h3 in a section of one. */
export const RecordCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  h2,
  h3 {
    margin: 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
`;

/* One column on phones, two label/value pairs per row once there is room. */
export const RecordFacts = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.5rem 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

/** One fact of a record: its label and value. */
export function RecordFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The moves under a record's facts, wrapping on a phone. */
export const RecordActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A list of records, one card under another. */
export const RecordList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 1rem;
`;
