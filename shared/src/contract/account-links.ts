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
