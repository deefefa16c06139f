import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from './auth';
import { textField } from './text';

// The links the site sends by e-mail and the calls their pages make (docs/product-rules.md "Accounts and e-mail").

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 60;

export const FORGOT_PASSWORD_SENT =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for 1 hour.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Ask for a new one.';
export const PASSWORD_CHANGED = 'Your password has been changed, and you are signed in.';
export const PASSWORDS_DIFFER = 'The two passwords are not the same';

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

/** A token of a link: what the site puts in `?token=` (base64url), never longer than this. */
const linkToken = (what: string) =>
  textField(what, `The ${what.toLowerCase()} is missing`)
    .min(1, `The ${what.toLowerCase()} is missing`)
    .max(200, `The ${what.toLowerCase()} is not valid`);

export const ResetPasswordSchema = z.object({ token: linkToken('Reset token'), password: NewPasswordSchema });
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** The reset page's form: the new password typed twice. */
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof ResetPasswordFormSchema>;

/** The same answer for every address (docs/product-rules.md "Password reset"). */
export const ForgotPasswordResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

/** A campus address's verification link (docs/product-rules.md "Campus-verified accounts"). */
export const EMAIL_VERIFICATION = { validHours: 24, resendAfterSeconds: 60 } as const;

export const EMAIL_VERIFIED = 'Your e-mail address is verified.';
export const EMAIL_ALREADY_VERIFIED = 'Your e-mail address is already verified.';
export const VERIFY_LINK_INVALID = 'This verification link is invalid or has expired. Log in and ask for a new one.';

/** What a member who has not verified their address is told when they try to sell, buy, book or write. */
export const verifyFirstMessage = (email: string) => `Verify your e-mail address to do that: we sent a link to ${email}.`;

/** A registration with an address outside the campus's domains. */
export const campusAddressesOnlyMessage = (domains: readonly string[]) =>
  `Register with your campus e-mail address: this site takes addresses at ${domains.join(', ')} only.`;

export const verificationSentMessage = (email: string) => `We have sent a new link to ${email}. It works for 24 hours.`;
export const resendTooSoonMessage = (seconds: number) =>
  `We sent you a link less than a minute ago: wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;

export const VerifyEmailSchema = z.object({ token: linkToken('Verification token') });
export type VerifyEmailInput = z.input<typeof VerifyEmailSchema>;

/** The answer of verify-email and resend-verification: what happened, in words. */
export const AccountMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AccountMessageResponse = z.infer<typeof AccountMessageResponseSchema>;

/** The answer of resend-verification: `verified` when the address turned out to be verified already (no mail). */
export const ResendVerificationResponseSchema = AccountMessageResponseSchema.extend({ verified: z.boolean() });
export type ResendVerificationResponse = z.infer<typeof ResendVerificationResponseSchema>;
