import { errorText, type ApiError } from '@campus/shared/api';
import { MAIL_KIND_TEXTS, type MailKind } from '@campus/shared/contract';
import { useState } from 'react';
import { useUpdateMailSettingsMutation } from '../api/mail-settings-api';

/** What the last change came to, said beside its switch: saved, or why not. */
export interface MailChangeOutcome {
  kind: MailKind;
  saved: boolean;
  text: string;
}

const onOrOff = (on: boolean) => (on ? 'on' : 'off');

export const savedText = (kind: MailKind, on: boolean) => `Saved: e-mails about ${MAIL_KIND_TEXTS[kind].about} are ${onOrOff(on)}.`;

/** Said when a change fails without a message from the server. */
export const notSavedText = (kind: MailKind, on: boolean) =>
  `The e-mails about ${MAIL_KIND_TEXTS[kind].about} could not be turned ${onOrOff(on)}. Please try again.`;

const isApiError = (error: unknown): error is ApiError => typeof error === 'object' && error !== null && 'status' in error && 'message' in error;

/**
 * Turns one kind of e-mail on or off (`PUT /mail-settings` with that kind only). While a change is on its way its
 * switch shows the new state (`pending`); a refused change drops it, so the switch goes back to what is stored.
 */
export function useMailSettingChange(member: string) {
  const [update] = useUpdateMailSettingsMutation();
  const [pending, setPending] = useState<Partial<Record<MailKind, boolean>>>({});
  const [outcome, setOutcome] = useState<MailChangeOutcome | null>(null);

  const change = async (kind: MailKind, on: boolean) => {
    setPending((current) => ({ ...current, [kind]: on }));
    setOutcome(null);
    const result = await update({ member, changes: { [kind]: on } });
    setPending(({ [kind]: _answered, ...rest }) => rest);
    setOutcome(
      result.error === undefined
        ? { kind, saved: true, text: savedText(kind, on) }
        : { kind, saved: false, text: errorText(isApiError(result.error) ? result.error : undefined, notSavedText(kind, on)) },
    );
  };

  return { pending, outcome, change };
}
