import { z } from 'zod';
import { textField } from './text';

const required = (label: string, max: number) =>
  textField(label, `${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} is too long`);

export const ContactSchema = z.object({
  firstName: required('First name', 100),
  email: required('Email', 254).pipe(z.email({ error: 'Enter a valid email address' })),
  phoneNumber: required('Phone number', 20).regex(/^[+\d][\d\s-]*$/, 'Enter a valid phone number'),
  message: required('Message', 5000),
});
export type ContactInput = z.input<typeof ContactSchema>;

/** One contact form message as the admins' Contact messages screen reads it (docs/product-rules.md "Contact"). */
export const ContactMessageSchema = z.object({
  _id: z.uuid(),
  firstName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  message: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
  /** When an admin marked it handled (ISO 8601, UTC); null while it is new. */
  handledAt: z.iso.datetime().nullable(),
  /** The admin who marked it handled; null while it is new or once their account is gone. */
  handledBy: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** At most this many contact messages are listed, new first (then newest first). */
export const CONTACT_MESSAGES_LIMIT = 200;

/** `GET /contact-messages` (admins): the messages, new ones first, and how many are new. */
export const ContactMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(ContactMessageSchema),
  unhandled: z.number().int().min(0),
});
export type ContactMessagesResponse = z.infer<typeof ContactMessagesResponseSchema>;

export const ContactMessageParamsSchema = z.object({ id: z.uuid({ error: 'Invalid contact message id' }) });

/** `PUT /contact-messages/{id}/handled` (admins): handled, or new again. */
export const MarkContactMessageSchema = z.object({ handled: z.boolean({ error: 'Say whether the message is handled' }) });
export type MarkContactMessageInput = z.infer<typeof MarkContactMessageSchema>;

export const ContactMessageResponseSchema = z.object({ success: z.literal(true), contactMessage: ContactMessageSchema });
export type ContactMessageResponse = z.infer<typeof ContactMessageResponseSchema>;

export const CONTACT_MESSAGE_NOT_FOUND = 'Contact message not found';
