import { z } from 'zod';
import { textField } from './text';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A user as the API returns it (the session user carries `_id`). */
export const SessionUserSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    role: z.enum(ROLES),
    verified: z
      .boolean()
      .describe('May the member sell, buy, book and write? Always true unless the site takes campus addresses only and this one is not verified yet.'),
  })
  .meta({ id: 'SessionUser', description: 'The signed-in member.' });
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const EmailSchema = textField('Email', 'Email is required')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** A new password: the registration's rules (docs/product-rules.md "Validation"). */
export const NewPasswordSchema = textField('Password', 'Password is required')
  .min(6, 'Password must be at least 6 characters')
  .max(200, 'Password is too long');

/** A member's name, at registration and on the Account screen. */
export const NameSchema = textField('Name', 'Name is required').trim().min(1, 'Name is required').max(100, 'Name is too long');

/** A member's phone, optional (empty), at registration and on the Account screen. */
export const PhoneSchema = textField('Phone number', 'Enter a valid phone number')
  .trim()
  .max(20, 'Phone number is too long')
  .regex(/^[+\d][\d\s-]*$|^$/, 'Enter a valid phone number');

export const RegisterSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  phone: PhoneSchema.optional().default(''),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: textField('Password', 'Password is required').min(1, 'Password is required').max(200, 'Password is too long'),
});
export type LoginInput = z.input<typeof LoginSchema>;

/**
 * The per-account limit on password logins (README "Accounts and sign-in"): the `maxFailures`th password check
 * of an e-mail address within `windowMinutes` of its first locks password login to that address for
 * `lockMinutes` unless it succeeds; a successful login starts the count again. Google sign-in is not counted.
 */
export const LOGIN_LOCK = { maxFailures: 10, windowMinutes: 15, lockMinutes: 15 } as const;

export const GoogleLoginSchema = z.object({
  token: textField('Google credential', 'Google credential is required').min(1, 'Google credential is required').max(8192),
});

/** The Google sign-in's answer when the address is the student's own at last (docs/product-rules.md "Google sign-in"). */
export const GOOGLE_LOGIN_SUCCESS = 'Login successful!';

/**
 * The Google sign-in's answer when it lands on an account whose address was never verified and has a password: whoever
 * set that password did not prove the address was theirs, so it is removed and every earlier session ended
 * (docs/product-rules.md "Google sign-in").
 */
export const GOOGLE_PASSWORD_REMOVED =
  'Login successful! A password had been set on this address before it was verified: it has been removed and every other session signed out. Choose a new one with "Forgot password?" if you want one.';

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: SessionUserSchema,
  token: z.string().describe('The session token: send it as `Authorization: Bearer <token>`.'),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** `POST /auth/sign-out-everywhere`'s answer text (README "Accounts and sign-in"). */
export const SIGNED_OUT_EVERYWHERE = 'You are signed out everywhere: every session of your account has ended, this one too.';

export const SignOutEverywhereResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SignOutEverywhereResponse = z.infer<typeof SignOutEverywhereResponseSchema>;

export const RegisterResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** The route guards' checks: `ok` is what they read. */
export const AuthCheckResponseSchema = z.object({ ok: z.boolean() });
export type AuthCheckResponse = z.infer<typeof AuthCheckResponseSchema>;

/** A guard check's refusal carries `ok` beside the usual failure (a failure outside the check itself may not). */
export const AuthCheckFailureSchema = z.object({ ok: z.literal(false).optional(), success: z.literal(false), message: z.string() });

/** The campus a site takes addresses of (docs/product-rules.md "Campus-verified accounts"), for the register screen. */
export const CampusSettingsSchema = z
  .object({
    name: z.string().describe("The campus's name (CAMPUS_NAME)."),
    domains: z.array(z.string()).describe('The e-mail domains registration takes (CAMPUS_EMAIL_DOMAINS), lower-cased, without the @.'),
  })
  .meta({ id: 'CampusSettings', description: 'The campus whose addresses this site takes.' });
export type CampusSettings = z.infer<typeof CampusSettingsSchema>;

/**
 * Public auth configuration the login and register screens read: Google sign-in is shown only with a client id, and
 * a campus site states its domains before anyone types an address.
 */
export const AuthConfigResponseSchema = z.object({
  success: z.literal(true),
  googleClientId: z.string().nullable(),
  campus: CampusSettingsSchema.nullable().describe('Only on a campus site (CAMPUS_EMAIL_DOMAINS set); null where any address registers.'),
});
export type AuthConfigResponse = z.infer<typeof AuthConfigResponseSchema>;
