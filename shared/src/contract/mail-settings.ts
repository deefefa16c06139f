import { z } from 'zod';
import { textField } from './text';

// The e-mails the site sends a member about what happened while they were away, and the member's say over them
// (docs/product-rules.md "E-mail notifications").

/** The kinds of notification e-mail, each of which a member may turn off. */
export const MAIL_KINDS = ['messages', 'sales', 'orders', 'bookings'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A conversation's message is e-mailed once its reader has had no page open for this long… */
export const MESSAGE_MAIL_AWAY_MINUTES = 5;
/** …and a member gets at most one notification e-mail in this long, listing everything new (docs/product-rules.md "E-mail notifications"). */
export const MESSAGE_MAIL_EVERY_MINUTES = 30;

/** What the settings screen and the unsubscribe page call each kind. */
export const MAIL_KIND_TEXTS: Record<MailKind, { label: string; description: string; about: string }> = {
  messages: {
    label: 'New messages',
    description: `A new message in one of your conversations when you have not had the site open for ${MESSAGE_MAIL_AWAY_MINUTES} minutes (at most one e-mail every ${MESSAGE_MAIL_EVERY_MINUTES} minutes, listing everything new).`,
    about: 'new messages',
  },
  sales: { label: 'Sales', description: 'Someone bought one of your products.', about: 'your sales' },
  orders: { label: 'Order updates', description: 'A seller changed the status of something you bought.', about: 'your orders' },
  bookings: {
    label: 'Bookings',
    description: 'A step of a booking: requested, accepted, paid, handed over, returned, declined, cancelled or lapsed.',
    about: 'your bookings',
  },
};

/** Each kind on (true) or off. */
export const MailSettingsSchema = z.object({
  messages: z.boolean(),
  sales: z.boolean(),
  orders: z.boolean(),
  bookings: z.boolean(),
});
export type MailSettings = z.infer<typeof MailSettingsSchema>;

/** `PUT /mail-settings`: the kinds to change, at least one. */
export const UpdateMailSettingsSchema = MailSettingsSchema.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Say which e-mails to turn on or off' });
export type UpdateMailSettingsInput = z.input<typeof UpdateMailSettingsSchema>;

/** `GET` and `PUT /mail-settings`: the caller's settings. */
export const MailSettingsResponseSchema = z.object({ success: z.literal(true), settings: MailSettingsSchema });
export type MailSettingsResponse = z.infer<typeof MailSettingsResponseSchema>;

/** The token of an e-mail's unsubscribe link (`/unsubscribe?token=`): it names the member and the kind. */
export const UnsubscribeSchema = z.object({
  token: textField('Unsubscribe token', 'The unsubscribe token is missing')
    .min(1, 'The unsubscribe token is missing')
    .max(200, 'The unsubscribe token is not valid'),
});
export type UnsubscribeInput = z.input<typeof UnsubscribeSchema>;

/** `POST /mail-settings/unsubscribe` and `/resubscribe`: the kind now off (or on again), and a sentence saying so. */
export const UnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  kind: z.enum(MAIL_KINDS),
  subscribed: z.boolean(),
  message: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Change your e-mail settings in your dashboard instead.';
export const unsubscribedMessage = (kind: MailKind) =>
  `You will no longer get e-mails about ${MAIL_KIND_TEXTS[kind].about}.`;
export const resubscribedMessage = (kind: MailKind) => `You will get e-mails about ${MAIL_KIND_TEXTS[kind].about} again.`;
