import { zodResolver } from '@hookform/resolvers/zod';
import { EventInputSchema } from '@campus/shared/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { localInputToIso } from './date-time';

/** What the form's controls hold: the two times as `datetime-local` values. */
export interface EventFormValues {
  title: string;
  description: string;
  place: string;
  startsAt: string;
  endsAt: string;
}

/** What a valid form submits: the contract's parsed input, times in ISO 8601 with offset. */
export type EventPayload = z.output<typeof EventInputSchema>;

export const EMPTY_EVENT_FORM: EventFormValues = { title: '', description: '', place: '', startsAt: '', endsAt: '' };

const contractResolver = zodResolver(EventInputSchema);

/**
 * The contract's schema validates the form once the local times are ISO strings. Two checks depend on
 * the control and the clock, so they sit here: an empty start reads "required" rather than "not a
 * date", and the start must lie in the future (the server checks that too, against its own clock).
 */
export const eventFormResolver: Resolver<EventFormValues, unknown, EventPayload> = async (values, context, options) => {
  const startsAt = localInputToIso(values.startsAt);
  const result = await contractResolver(
    { ...values, startsAt, endsAt: values.endsAt ? localInputToIso(values.endsAt) : null },
    context,
    // Restated rather than passed on: TypeScript ties the options to the form's value type, though the
    // field names the contract validates are the same.
    { ...options, names: options.names },
  );
  const startError = !values.startsAt
    ? 'Start time is required'
    : Date.parse(startsAt) <= Date.now()
      ? 'The event must start in the future'
      : null;
  if (!startError) return result;
  const errors: FieldErrors<EventFormValues> = {
    ...result.errors,
    startsAt: { type: 'validate', message: startError },
  };
  return { values: {}, errors };
};
