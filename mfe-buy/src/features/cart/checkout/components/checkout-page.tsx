import { RESERVATION_MINUTES, type Checkout, type PaymentState } from '@campus/shared/contract';
import { itemRemoved, selectToken, useAppDispatch, useAppSelector } from '@campus/shared/store';
import { Button, ButtonLink, DocumentTitle, EmptyState, Page, PageTitle, Spinner, toast } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { useGetCheckoutByReferenceQuery } from '../api/checkout-api';
import { usePayment, type CheckoutLocationState, type PayableCheckout } from '../hooks/use-payment';
import { AwaitingPayment } from './awaiting-payment';
import { OrderConfirmation } from './order-confirmation';

const Heading = styled(PageTitle)`
  &:focus {
    outline: none;
  }
`;

const HEADINGS: Record<PaymentState, string> = {
  paid: 'Thank you! Your order is placed',
  pending: 'Checkout awaiting payment',
  cancelled: 'This checkout was cancelled',
  expired: 'This checkout expired',
};

const toPayable = (checkout: Checkout): PayableCheckout => ({
  reference: checkout.reference,
  razorpayOrderId: checkout.razorpayOrderId,
  amountPaise: Math.round(checkout.amount * 100),
  provider: checkout.provider,
  key: checkout.key,
  productIds: checkout.lines.flatMap((line) => (line.product._id ? [line.product._id] : [])),
});

/**
 * What the history entry asks for (from the payment: take the paid items out of the cart; from the purchases:
 * open the payment) is done once and taken out of it, so a reload does not do it again.
 */
function useRequestsOfTheHistoryEntry(checkout: Checkout | undefined, openPayment: (payable: PayableCheckout) => Promise<unknown>) {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const requested = location.state as CheckoutLocationState | null;
  const paidProductIds = requested?.paidProductIds;
  useEffect(() => {
    if (!paidProductIds) return;
    for (const productId of paidProductIds) dispatch(itemRemoved(productId));
    void navigate(location.pathname, { replace: true, state: null });
  }, [paidProductIds, dispatch, navigate, location.pathname]);

  const payRequested = requested?.pay === true;
  const payHandled = useRef(false);
  useEffect(() => {
    if (!payRequested || payHandled.current || checkout?.status !== 'pending') return;
    payHandled.current = true;
    void navigate(location.pathname, { replace: true, state: null });
    void openPayment(toPayable(checkout));
  }, [payRequested, checkout, navigate, location.pathname, openPayment]);
}

function LogInToSee({ from }: { from: string }) {
  return (
    <Page>
      <DocumentTitle title="Checkout" />
      <EmptyState>
        <PageTitle>Log in to see this checkout</PageTitle>
        <ButtonLink to={paths.login.href()} state={{ from }}>
          Login
        </ButtonLink>
      </EmptyState>
    </Page>
  );
}

/** A checkout the server does not know (`missing`), or could not send. */
function CheckoutUnavailable({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  return (
    <Page>
      <DocumentTitle title="Checkout not found" />
      <EmptyState>
        <PageTitle>{missing ? 'Checkout not found' : 'The checkout could not be loaded.'}</PageTitle>
        <ButtonLink to={paths.home.href()} $variant={missing ? 'primary' : 'secondary'}>
          Go to Home
        </ButtonLink>{' '}
        {missing ? null : <Button onClick={onRetry}>Try again</Button>}
      </EmptyState>
    </Page>
  );
}

/**
 * `/checkout/:reference`: one of the buyer's checkouts. Once paid it is the order confirmation (it has its
 * own address, so it survives a reload and can be opened again from the purchases); while awaiting payment
 * it offers Pay and Cancel; an ended one says so.
 */
export function CheckoutPage() {
  const { reference = '' } = useParams();
  const token = useAppSelector(selectToken);
  const location = useLocation();
  const { currentData, error, isFetching, refetch } = useGetCheckoutByReferenceQuery(reference, {
    skip: !token,
    refetchOnMountOrArgChange: true,
  });
  const payment = usePayment();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const checkout = currentData?.checkout;
  const status = checkout?.status;

  // Arriving here (from the payment, the purchases or a reload) and every change of the checkout's state
  // puts the reader at the top of what it now says.
  useEffect(() => {
    if (status) headingRef.current?.focus();
  }, [status]);

  useRequestsOfTheHistoryEntry(checkout, payment.pay);

  if (!token) return <LogInToSee from={location.pathname} />;
  if (!checkout) {
    if (isFetching) {
      return (
        <Page>
          <Spinner label="Loading your checkout…" />
        </Page>
      );
    }
    return <CheckoutUnavailable missing={Boolean(error && 'status' in error && (error.status === 404 || error.status === 400))} onRetry={() => void refetch()} />;
  }

  const cancel = async () => {
    if (await payment.cancel(toPayable(checkout))) toast.success('Checkout cancelled.');
  };

  return (
    <Page>
      <DocumentTitle title={checkout.status === 'paid' ? `Order ${checkout.reference}` : `Checkout ${checkout.reference}`} />
      <Heading ref={headingRef} tabIndex={-1}>
        {HEADINGS[checkout.status]}
      </Heading>
      {checkout.status === 'paid' ? (
        <OrderConfirmation checkout={checkout} />
      ) : checkout.status === 'pending' ? (
        <AwaitingPayment
          checkout={checkout}
          busy={payment.cancelling || payment.paying}
          onPay={() => void payment.pay(toPayable(checkout))}
          onCancel={() => void cancel()}
        />
      ) : (
        <EmptyState>
          <p>
            Its items were released{checkout.status === 'expired' ? ` after ${RESERVATION_MINUTES} minutes without payment` : ''}. You
            can check out again from your cart.
          </p>
          <ButtonLink to={paths.cart.href()}>Go to your cart</ButtonLink>
        </EmptyState>
      )}
      {payment.dialog}
    </Page>
  );
}
