import { z } from 'zod';
import { NameSchema, NewPasswordSchema, PhoneSchema, SessionUserSchema } from './auth';
import { textField } from './text';

// The Account screen's calls (docs/product-rules.md "Your account"): name, phone, "contact me through messages only",
// change password and delete my account, each for the signed-in member only.

/** The member's own account as the Account screen shows it. */
export const AccountSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    messagesOnly: z.boolean().describe('"Contact me through messages only": nobody sees the phone or e-mail on the listings.'),
    hasPassword: z.boolean().describe('False for an account that only signs in with Google: it sets a password without a current one.'),
  })
  .meta({ id: 'Account', description: "The signed-in member's own account." });
export type Account = z.infer<typeof AccountSchema>;

export const AccountResponseSchema = z.object({ success: z.literal(true), account: AccountSchema });
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

export const AccountUpdateSchema = z.object({
  name: NameSchema,
  phone: PhoneSchema,
  messagesOnly: z.boolean({ error: '"Contact me through messages only" must be true or false' }),
});
export type AccountUpdateInput = z.input<typeof AccountUpdateSchema>;

/** The answer to a change: the account, and the session user the page keeps (name and phone as they now are). */
export const AccountUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  account: AccountSchema,
  user: SessionUserSchema,
});
export type AccountUpdateResponse = z.infer<typeof AccountUpdateResponseSchema>;

/** `currentPassword` is required when the account has a password; a Google-only account sets one without it. */
export const ChangePasswordSchema = z.object({
  currentPassword: textField('Current password').max(200, 'Password is too long').optional().default(''),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

export const DeleteAccountSchema = z.object({
  password: textField('Password', 'Enter your password to delete your account')
    .min(1, 'Enter your password to delete your account')
    .max(200, 'Password is too long'),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

export const ACCOUNT_UPDATED = 'Your account is updated.';
export const PASSWORD_UPDATED = 'Your password is changed. Every other session of your account has ended; this one goes on.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not right.';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password.';
export const ACCOUNT_DELETED =
  'Your account is deleted. Your listings are removed; your sales, purchases and bookings stay on record without your name.';
export const DELETE_PASSWORD_WRONG = 'That password is not right: your account is not deleted.';
export const DELETE_NEEDS_PASSWORD = 'Your account has no password (you sign in with Google): set one under Change password first, then delete.';
/** The name a deleted account's records show in place of the member's. */
export const DELETED_MEMBER_NAME = 'Deleted member';

/** Why an account cannot be deleted yet: what is still in progress (docs/product-rules.md "Your account"). */
export function deleteRefusedMessage(open: readonly string[]): string {
  return `Your account cannot be deleted yet: ${open.join(', ')} still in progress. Settle ${open.length === 1 ? 'it' : 'them'} first (or cancel), then delete.`;
}
