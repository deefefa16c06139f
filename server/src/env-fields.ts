import { z } from 'zod';

// The settings of env.ts whose checks take more than a line.

export const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * CORS_ORIGINS: a comma-separated list of origins as a browser's Origin header names them (`https://host[:port]`,
 * no path, not even a trailing slash), so that each compares equal to the header; anything else stops the start.
 */
export const corsOrigins = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins = new Set<string>();
    for (const entry of (value ?? '').split(',').map((item) => item.trim())) {
      if (!entry) continue;
      const url = URL.canParse(entry) ? new URL(entry) : null;
      const problem =
        entry === '*' || entry === 'null'
          ? `"${entry}" is not allowed: list each origin the API is opened to`
          : !url || (url.protocol !== 'https:' && url.protocol !== 'http:')
            ? `"${entry}" is not an origin: write it as scheme://host[:port], e.g. https://client.example.edu`
            : url.origin !== entry
              ? `"${entry}" is not an origin (scheme://host[:port] only: no path, query, user or trailing slash, the host in lower case, no default port): write ${url.origin}`
              : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      origins.add(entry);
    }
    return [...origins];
  });

/**
 * An origin a browser can reach the API at: http(s), a host, maybe a port, nothing after it (a trailing `/` is
 * allowed), written back as the URL's own origin (lower-case host, no default port, no trailing slash).
 */
const PUBLIC_URL_MESSAGE = 'PUBLIC_URL must be an http(s) origin such as https://market.example.edu, without a path, query or credentials';
export const publicOrigin = optionalString.pipe(
  z
    .string()
    .transform((value, context) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        context.addIssue({ code: 'custom', message: PUBLIC_URL_MESSAGE });
        return z.NEVER;
      }
      // An empty `?` or `#` leaves no search or hash on the URL, but was still written.
      const bare = url.pathname === '/' && !url.username && !url.password && !/[?#]/.test(value);
      if (!['http:', 'https:'].includes(url.protocol) || !bare) {
        context.addIssue({ code: 'custom', message: PUBLIC_URL_MESSAGE });
        return z.NEVER;
      }
      return url.origin;
    })
    .optional(),
);

/** `name@host` or `Display Name <name@host>`. */
const MAIL_ADDRESS = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

export const smtpUrl = optionalString.pipe(
  z
    .string()
    .refine(
      (value) => URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol) && new URL(value).hostname !== '',
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.edu:587',
    )
    .optional(),
);

export const mailFrom = optionalString.pipe(
  z
    .string()
    .regex(MAIL_ADDRESS, 'MAIL_FROM must be an address such as market@example.edu or "Campus Marketplace <market@example.edu>"')
    .optional(),
);

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * CAMPUS_EMAIL_DOMAINS: the e-mail domains of the campus (`campus.edu,students.campus.edu`), lower-cased; an address
 * belongs when its domain is one of them. Empty: any address, as on a site without the setting.
 */
export const campusDomains = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const domains = new Set<string>();
    for (const entry of (value ?? '').split(',').map((item) => item.trim().toLowerCase().replace(/^@/, ''))) {
      if (!entry) continue;
      if (!DOMAIN.test(entry)) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not an e-mail domain such as campus.edu` });
        return z.NEVER;
      }
      domains.add(entry);
    }
    return [...domains];
  });

const DURATION = /^(\d+)\s*(s|m|h|d)$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A period such as `45s`, `30m`, `6h` or `1d`, in milliseconds; unset (or empty) is undefined. */
export const duration = (name: string) =>
  optionalString.pipe(
    z
      .string()
      .transform((value, ctx) => {
        const match = DURATION.exec(value.toLowerCase());
        const amount = Number(match?.[1] ?? 0);
        if (!match || amount < 1) {
          ctx.addIssue({ code: 'custom', message: `${name} must be a period such as 30m, 6h or 1d (s, m, h or d after a whole number)` });
          return z.NEVER;
        }
        return amount * UNIT_MS[match[2] as keyof typeof UNIT_MS];
      })
      .optional(),
  );
