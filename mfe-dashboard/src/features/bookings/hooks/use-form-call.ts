import { useMutationErrorToast } from '@campus/shared/api';
import { toast } from '@campus/shared/ui';
import { toFormData } from '../../../components/form-data';
import { useSendBookingFormMutation, type FormCall } from '../api/bookings-api';

/** What each form call says when it is made, and when it fails without the server's own message. */
export const FORM_CALL_TEXTS: Record<FormCall, { done: string; failed: string }> = {
  photos: { done: 'Photos added.', failed: 'The photos could not be added. Please try again.' },
  'report-problem': { done: 'Problem reported: the borrower can answer, then an admin decides on the deposit.', failed: 'The problem could not be reported. Please try again.' },
  answer: { done: 'Answer sent: an admin decides on the deposit.', failed: 'Your answer could not be sent. Please try again.' },
};

/**
 * One of a booking's form calls with photos (docs/product-rules.md "Photos of a booking"), as `useMove` makes a move:
 * sends it, toasts the outcome (a refusal in the server's words) and calls `onSent` once it is made.
 */
export function useFormCall(call: FormCall, onSent: () => void) {
  const texts = FORM_CALL_TEXTS[call];
  const [send, { isLoading }] = useMutationErrorToast(useSendBookingFormMutation(), texts.failed);
  const run = async (id: string, fields: Record<string, string>, photos: File[]): Promise<boolean> => {
    if (isLoading) return false;
    const result = await send({ id, call, form: toFormData(fields, photos) });
    if (result.error) return false;
    toast.success(texts.done);
    onSent();
    return true;
  };
  return { run, busy: isLoading };
}
