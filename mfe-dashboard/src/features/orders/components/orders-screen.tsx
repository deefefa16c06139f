import type { OrdersResponse } from '@campus/shared/contract';
import { Button, DocumentTitle, EmptyState, formatRupees, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { ReactNode } from 'react';
import { OrderCard, type OrdersView } from './order-card';
import { RecordList } from '../../../components/record-card';

const Total = styled.p`
  margin: 0 0 1.25rem;
  font-size: 1.15rem;
  font-weight: 700;
`;

interface OrdersScreenProps {
  title: string;
  view: OrdersView;
  /** What an empty list says (and offers). */
  empty: ReactNode;
  /** The list's query hook answer. */
  orders: { data?: OrdersResponse; isLoading: boolean; refetch: () => unknown };
  /** Sellers and admins see the paid total; a buyer's list has no sales. */
  showTotal?: boolean;
  /** What stands above the list, whatever state it is in (the buyer's checkout awaiting payment). */
  before?: ReactNode;
}

/** The frame the three order screens share: title, total sales, and the loading, error and empty states. */
export function OrdersScreen({ title, view, empty, orders, showTotal = false, before }: OrdersScreenProps) {
  const { data, isLoading, refetch } = orders;
  return (
    <Page>
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      {before}
      {isLoading ? (
        <Spinner label="Loading orders…" />
      ) : !data ? (
        // The failure itself was toasted; the screen offers the way out.
        <EmptyState>
          <p>The orders could not be loaded.</p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </EmptyState>
      ) : (
        <>
          {showTotal ? <Total>Total sales: {formatRupees(data.totalSales)}</Total> : null}
          {data.orders.length === 0 ? (
            <EmptyState>{empty}</EmptyState>
          ) : (
            <RecordList aria-label="Orders">
              {data.orders.map((order) => (
                <li key={order._id}>
                  <OrderCard order={order} view={view} />
                </li>
              ))}
            </RecordList>
          )}
        </>
      )}
    </Page>
  );
}
