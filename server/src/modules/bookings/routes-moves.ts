import {
  BookingCheckoutResponseSchema,
  BookingMessageSchema,
  BookingResponseSchema,
  ConfirmReturnSchema,
  ResolveDepositSchema,
} from '@campus/shared/contract';
import { z } from 'zod';
import { answers } from '../../openapi/answers';
import { documented, type RouteApp } from '../../openapi/documented';
import { answerOpenedPayment } from '../orders/checkout-answer';
import { startBookingCheckout } from './checkout';
import type { BookingContext } from './context';
import { makeMove, type Move, type MoveInput } from './moves';

const docs = documented('Bookings', { members: true });
export const BookingParamsSchema = z.object({ id: z.uuid({ error: 'Invalid booking id' }) });

/** Each move's call: its summary in the API reference and its body, if it takes one. */
const MOVE_CALLS: { move: Move; summary: string; body?: z.ZodType<MoveInput | undefined | null> }[] = [
  { move: 'accept', summary: 'Accept a request (the owner or an admin): the borrower then has 24 hours to pay', body: BookingMessageSchema.nullish() },
  { move: 'decline', summary: 'Decline a request (the owner or an admin)', body: BookingMessageSchema.nullish() },
  { move: 'cancel', summary: 'Cancel a booking (the borrower before handover or the slot; the owner or an admin once accepted)', body: BookingMessageSchema.nullish() },
  { move: 'handover', summary: 'Mark a paid rent item handed over (the owner or an admin)' },
  { move: 'return', summary: 'Mark a rent item returned (the borrower)' },
  { move: 'confirm-return', summary: 'Confirm the return (the owner or an admin): ok refunds the deposit, a problem holds it for an admin', body: ConfirmReturnSchema },
  { move: 'complete', summary: 'Mark a service done once its slot is over (each party); completed when both have' },
  { move: 'resolve', summary: 'Settle a held deposit (an admin who is not a party): the refund to the borrower, the rest to the owner', body: ResolveDepositSchema },
];

/** `POST /bookings/{id}/<move>`: 403 for the wrong party, 409 for a move the booking's status does not allow. */
export function moveRoutes(app: RouteApp, context: BookingContext) {
  for (const { move, summary, body } of MOVE_CALLS) {
    const schema = docs(summary, { params: BookingParamsSchema, ...(body ? { body } : {}), response: answers({ 200: BookingResponseSchema }) });
    app.post(`/:id/${move}`, { schema, preValidation: [app.authenticate, app.requireVerified] }, async (request) => {
      const { id } = request.params;
      await context.lapseOne(id);
      const input = (request.body ?? {}) as MoveInput;
      await context.settle(await makeMove(app.db, context.moment(), id, request.user, move, input));
      return context.answer(id, request.user);
    });
  }
}

/** `POST /bookings/{id}/checkout`: the borrower opens the payment of an accepted booking, answered like `POST /order/create-order`. */
export function checkoutRoute(app: RouteApp, context: BookingContext) {
  const schema = docs('Open the payment of an accepted booking (the borrower); paid through /order/verify-payment', {
    params: BookingParamsSchema,
    response: answers({ 201: BookingCheckoutResponseSchema }),
  });
  app.post('/:id/checkout', { schema, preValidation: [app.authenticate, app.requireVerified] }, async (request, reply) => {
    const { id } = request.params;
    // The rules refuse a payment that is too late with its reason (a slot that has begun: docs/product-rules.md
    // "Statuses"); the booking lapses after the answer is decided, so the refusal says why rather than "lapsed".
    try {
      return await answerOpenedPayment(request, reply, app.paymentProvider, () =>
        startBookingCheckout(app.db, app.paymentProvider, context.moment(), { id, user: request.user }),
      );
    } finally {
      await context.lapseOne(id);
    }
  });
}
