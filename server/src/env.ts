import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { z } from 'zod';
import { DEFAULT_CAMPUS_TIME_ZONE, isTimeZone } from '@campus/shared/contract';
import { campusDomains, corsOrigins, duration, mailFrom, optionalString, publicOrigin, smtpUrl } from './env-fields';
import { trustProxySetting } from './trust-proxy';

/** The workspace root: found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
function findWorkspaceRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

const WORKSPACE_ROOT = findWorkspaceRoot();


const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Embedded database files and generated secrets. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL server; when unset the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: optionalString,
  /** Connecting to PostgreSQL (startup and authentication included) gives up after this long. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /**
   * PostgreSQL's statement_timeout; a database call (either database) is given up with a 503 one second later,
   * and so is a connection that has fallen silent.
   */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /**
   * An embedded-database call (or the event loop) stuck this long means PGlite is wedged: the process logs it
   * and exits non-zero so that its supervisor restarts it.
   */
  DB_STUCK_EXIT_MS: z.coerce.number().int().min(500).default(30_000),
  /** Writes are refused with 507 while DATA_DIR's disk has less free space than this. 0 turns the check off. */
  MIN_FREE_DISK_MB: z.coerce.number().min(0).default(100),
  /**
   * Requests are shed with 503 while the event loop's mean delay is above this. 0 turns it off. Measured on two
   * cores (README "Health, readiness and load balancers"): 55–75 ms at 100 concurrent database reads on PGlite,
   * 220–470 ms at 400 (still answered, p99 0.4 s); the median latency follows the delay.
   */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).default(500),
  /** Requests are shed with 503 while more database calls than this wait for a connection. 0 turns it off. */
  SHED_DB_QUEUE: z.coerce.number().int().min(0).default(100),
  /** Redis server for the chat's socket.io adapter when several processes serve one site (wins over PostgreSQL). */
  REDIS_URL: optionalString,
  /**
   * Prefix of the socket.io adapter's Redis channels and PostgreSQL NOTIFY channels: the processes of one
   * site share it; sites sharing one Redis need different ones.
   */
  REALTIME_CHANNEL: z.string().trim().min(1).default('socket.io'),
  /**
   * Live (socket.io) connections one client address may hold open, and one member, counted over every instance of
   * the site; the next handshake is refused (README "Live connections"). Many students share a campus's address.
   */
  SOCKET_LIMIT_PER_IP: z.coerce.number().int().min(1).default(2000),
  SOCKET_LIMIT_PER_MEMBER: z.coerce.number().int().min(1).default(10),
  /** Overrides the JWT key kept in DATA_DIR (several instances must share one). */
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  JWT_EXPIRES_IN: z.string().default('7d'),
  /** Overrides the sandbox payment provider's signing key kept in DATA_DIR (several instances must share one). */
  SANDBOX_PAYMENT_SECRET: optionalString.pipe(
    z.string().min(32, 'SANDBOX_PAYMENT_SECRET must be at least 32 characters').optional(),
  ),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  ADMIN_NAME: z.string().default('Campus Admin'),
  /**
   * The forms' ceiling: requests a minute from one client address to each form (login, register, Google sign-in,
   * password reset…; 429 beyond), counted over every instance. A campus behind one address never reaches it
   * (README "Accounts and sign-in").
   */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** Password logins a minute to one account from one client address (429 beyond), beside the account's lock. */
  LOGIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /**
   * Origins of other clients (a site on another origin) the API (/api/v1) and the socket may be used from, with
   * bearer tokens (README "Other clients: CORS"). Empty: CORS stays closed, as for any origin not listed.
   */
  CORS_ORIGINS: corsOrigins,
  /**
   * The site's public origin (https://market.example.edu): the links in e-mails, and the absolute URLs answers carry (a
   * listing's `photo`), which a client on another origin resolves here. Required with DATABASE_URL and with SMTP_URL.
   * Unset: each request's own origin, as Fastify sees it (Host, or with TRUST_PROXY X-Forwarded-Host and -Proto).
   */
  PUBLIC_URL: publicOrigin,
  /**
   * Behind load balancers: their addresses or CIDRs (or loopback…), whose X-Forwarded-For, -Proto and -Host are
   * believed, so limits count clients, not the balancer (README "Running several instances"). `true` is refused.
   */
  TRUST_PROXY: trustProxySetting,
  /**
   * SMTP server the mail goes through (`smtp://user:pass@host:587`, `smtps://…:465`). Unset: each message is written
   * to DATA_DIR/outbox as an .eml file instead, and nothing is sent (README "E-mail").
   */
  SMTP_URL: smtpUrl,
  /** The sender of every mail: `Campus Marketplace <market@example.edu>` or a bare address; required with SMTP_URL. */
  MAIL_FROM: mailFrom,
  /**
   * The campus's e-mail domains (comma-separated): registration takes only their addresses, and a member must verify
   * theirs before selling, buying, booking or writing (docs/product-rules.md "Campus-verified accounts"). Unset: anyone.
   */
  CAMPUS_EMAIL_DOMAINS: campusDomains,
  /** The college's name, in the verified badge ('Verified student of …') and the verification mail. */
  CAMPUS_NAME: z.string().trim().min(1).max(100).default('Campus'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** JSON object or `name=url,...` list overriding where remotes' manifests live (dev servers). */
  REMOTES: optionalString,
  /** Built files: the shell's dist and the remotes' dist folders live under this root. */
  WEB_ROOT: z.string().default(WORKSPACE_ROOT),
  /**
   * The remotes' published releases and the registry naming the live ones (default DATA_DIR/releases).
   * Several instances serving one site point it at one shared volume.
   */
  RELEASES_DIR: optionalString,
  /** Where `pnpm db backup` and the scheduled backups write (default DATA_DIR/backups; README "Backups"). */
  BACKUP_DIR: optionalString,
  /** How often the server backs the site up (`6h`, `30m`, `1d`; one instance at a time). Unset: never on its own. */
  BACKUP_INTERVAL: duration('BACKUP_INTERVAL'),
  /** Backups kept in BACKUP_DIR: after each one, the oldest beyond this many are deleted (`--keep` overrides it). */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** The folder a pnpm command was started in (pnpm sets it): paths given to `pnpm db` are read from there. */
  INIT_CWD: optionalString,
  /** The version a remote build is stamped with (the builds read it too); `pnpm remote publish` rebuilds when it differs. */
  MF_BUILD_VERSION: optionalString,
  /** Card payments: the embedded sandbox (offline, test cards) or Razorpay (needs the three keys below). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** Razorpay's API host; only tests point it elsewhere (a local replay of recorded responses). */
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  /**
   * Serve the build's source maps (`*.map`) and federation stats (`mf-stats.json`) too, for debugging. Off: they stay
   * on disk, and a browser asking for one gets 404 (README "Security headers").
   */
  SERVE_SOURCE_MAPS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Serve the built shell and remotes (production). Off for API-only processes. */
  SERVE_WEB: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * Fill an empty embedded (PGlite) database at start-up with demo members, listings with drawn photos, chat
   * messages and upcoming events.
   */
  DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * The campus's time zone (an IANA name): bookings' days and hours are read and shown on its clock, and stored in
   * UTC (docs/product-rules.md "Bookings").
   */
  CAMPUS_TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_CAMPUS_TIME_ZONE)
    .refine(isTimeZone, 'CAMPUS_TIME_ZONE must be an IANA time zone such as Asia/Kolkata'),
}).transform((env) => ({
  ...env,
  RELEASES_DIR: env.RELEASES_DIR ?? path.join(env.DATA_DIR, 'releases'),
  BACKUP_DIR: env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'),
}));

export type Env = z.infer<typeof EnvSchema>;

/** Reads and checks the configuration once; nothing else touches process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (Boolean(parsed.data.ADMIN_EMAIL) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (parsed.data.PAYMENT_PROVIDER === 'razorpay') {
    const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).filter(
      (name) => !parsed.data[name],
    );
    if (missing.length > 0) {
      throw new Error(`Invalid configuration: PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')}`);
    }
  }
  checkMail(parsed.data);
  return parsed.data;
}

/**
 * Real mail needs a sender, and links that do not come from a request's Host header: whoever asks for a password
 * reset could otherwise send a member a link to a host of their choosing (README "E-mail"). A site on PostgreSQL
 * may run as several instances (README "Running several instances"), and a link must open the site, not the
 * instance that happened to write the mail: PUBLIC_URL is required there too.
 */
function checkMail(env: Pick<z.infer<typeof EnvSchema>, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'DATABASE_URL'>): void {
  if (env.DATABASE_URL && !env.PUBLIC_URL) {
    throw new Error("Invalid configuration: DATABASE_URL needs PUBLIC_URL, the site's origin that links in e-mails open (https://market.example.edu)");
  }
  if (!env.SMTP_URL) return;
  if (!env.MAIL_FROM) throw new Error('Invalid configuration: SMTP_URL needs MAIL_FROM, the sender of the mail (market@example.edu)');
  if (!env.PUBLIC_URL) {
    throw new Error("Invalid configuration: SMTP_URL needs PUBLIC_URL, the site's origin that links in e-mails open (https://market.example.edu)");
  }
}

/** Env for tests and tools: defaults plus the given overrides, never the real process.env. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  // Tests log in far more often than a person; the rate limit has tests of its own. Tests start empty,
  // releases included: a folder of their own that does not exist yet.
  return loadEnv({
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    FORM_RATE_LIMIT: '10000',
    LOGIN_ACCOUNT_RATE_LIMIT: '10000',
    // Load shedding has tests of its own; elsewhere a busy test machine must not turn answers into 503s.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    DEMO_DATA: '0',
    // A data folder of its own, made when first written (the outbox): never ./data, which every test would share.
    DATA_DIR: path.join(tmpdir(), `campus-data-${randomUUID()}`),
    RELEASES_DIR: path.join(tmpdir(), `campus-releases-${randomUUID()}`),
    ...overrides,
  });
}
