import { useQueryErrorToast } from '@campus/shared/api';
import { ORDER_CASE_REASON_LABELS, type AdminOrderCase } from '@campus/shared/contract';
import { Button, DocumentTitle, EmptyState, FocusedStatus, formatRupees, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { useId, useState } from 'react';
import { useGetOrderCasesQuery } from '../api/orders-api';
import { RecordCard, RecordFact, RecordFacts, RecordList } from '../../../components/record-card';
import { ResolveCaseForm } from './resolve-case-form';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-IN');

/** One case: the order line, both parties and how to reach them, the buyer's reason and words, and the decision. */
function CaseCard({ orderCase, onResolved }: { orderCase: AdminOrderCase; onResolved: (orderCase: AdminOrderCase) => void }) {
  const titleId = useId();
  const { order, buyer, seller, resolution } = orderCase;
  return (
    <RecordCard aria-labelledby={titleId}>
      <h2 id={titleId}>
        {order.productName}: {ORDER_CASE_REASON_LABELS[orderCase.reason]}
      </h2>
      <RecordFacts>
        <RecordFact label="Order">
          {order.reference}, {order.quantity} × {order.productName}, {order.status}
        </RecordFact>
        <RecordFact label="Paid">
          {formatRupees(order.amount)} ({formatRupees(order.refundable)} not yet refunded)
        </RecordFact>
        <RecordFact label="Buyer">
          {buyer.name}, {buyer.email}
          {buyer.phone ? `, ${buyer.phone}` : null}
        </RecordFact>
        <RecordFact label="Seller">
          {seller.name}, {seller.email}
          {seller.phone ? `, ${seller.phone}` : null}
        </RecordFact>
        <RecordFact label="Reported on">
          <time dateTime={orderCase.openedAt}>{when(orderCase.openedAt)}</time>
        </RecordFact>
        <RecordFact label="Status">{orderCase.status === 'open' ? 'Open' : 'Resolved'}</RecordFact>
        <RecordFact label="The buyer's words">{orderCase.details}</RecordFact>
        {resolution ? (
          <RecordFact label="Decision">
            Refund of {formatRupees(resolution.refund)} on <time dateTime={resolution.resolvedAt}>{when(resolution.resolvedAt)}</time>. Note:{' '}
            {resolution.note}
          </RecordFact>
        ) : null}
      </RecordFacts>
      {orderCase.status === 'open' ? <ResolveCaseForm orderCase={orderCase} onResolved={onResolved} /> : null}
    </RecordCard>
  );
}

/**
 * `/dashboard/admin/order-cases` (docs/product-rules.md "A buyer's recourse"): the problems buyers reported with
 * their orders, open ones first, each resolved here with a full or partial refund and a note both parties see.
 */
export function OrderCasesPage() {
  const { data, isLoading, refetch } = useQueryErrorToast(useGetOrderCasesQuery(), 'Error fetching order cases');
  const [resolved, setResolved] = useState<AdminOrderCase | null>(null);
  return (
    <Page>
      <DocumentTitle title="Order Cases" />
      <PageTitle>Order Cases</PageTitle>
      {/* Its form, which had the focus, is gone with the resolution: the focus comes here, to what happened. */}
      {resolved ? <FocusedStatus key={resolved._id}>The case about {resolved.order.productName} is resolved.</FocusedStatus> : null}
      {isLoading ? (
        <Spinner label="Loading cases…" />
      ) : !data ? (
        <EmptyState>
          <p>The cases could not be loaded.</p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </EmptyState>
      ) : data.cases.length === 0 ? (
        <EmptyState>
          <p>No buyer has reported a problem with an order.</p>
        </EmptyState>
      ) : (
        <RecordList aria-label="Order cases">
          {data.cases.map((orderCase) => (
            <li key={orderCase._id}>
              <CaseCard orderCase={orderCase} onResolved={setResolved} />
            </li>
          ))}
        </RecordList>
      )}
    </Page>
  );
}
