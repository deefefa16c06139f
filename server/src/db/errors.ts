import { DatabaseUnavailableError } from './gate';
import { SILENT_CONNECTION } from './silent-connections';

/** SQLSTATE codes the repositories and the error handler turn into answers instead of 500s. */
export const SQLSTATE = {
  uniqueViolation: '23505',
  /** A reference to a row that is not there (any more). */
  foreignKeyViolation: '23503',
  /** A row an exclusion constraint refuses: a booking overlapping another (db/schema/bookings.ts). */
  exclusionViolation: '23P01',
  checkViolation: '23514',
  /** character_not_in_repertoire: U+0000 in a text value (README "API errors"). */
  characterNotInRepertoire: '22021',
  /** untranslatable_character: a character the database's encoding cannot hold (U+0000 in jsonb). */
  untranslatableCharacter: '22P05',
} as const;

/** Whether a database error (through drizzle's wrapper, from PGlite or postgres-js) has one of these SQLSTATEs. */
export function hasSqlState(error: unknown, codes: readonly string[]): boolean {
  for (let current = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && codes.includes(code)) return true;
  }
  return false;
}

/**
 * Whether a database error (through drizzle's wrapper, from PGlite or postgres-js) has the given SQLSTATE,
 * and, when `constraint` is given, names that constraint.
 */
export function isConstraintViolation(error: unknown, code: string, constraint?: string): boolean {
  for (let current = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const { code: found, constraint: pglite, constraint_name: postgresJs } = current as Record<string, unknown>;
    if (found === code && (constraint === undefined || pglite === constraint || postgresJs === constraint)) return true;
  }
  return false;
}

/** postgres.js's and Node's codes for a connection that could not be made, was lost or fell silent. */
const CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  SILENT_CONNECTION,
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs meaning the server cannot serve now rather than that the request is wrong: connection exceptions
 * (class 08), insufficient resources (53), shutting down or starting up (57P01–57P03), and a statement ended by
 * statement_timeout (57014).
 */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || code.startsWith('53') || ['57P01', '57P02', '57P03', '57014'].includes(code);

/** Whether an error (through drizzle's wrapper or not) says the database is unreachable, down or too slow. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isUnavailableState(code))) return true;
  }
  return false;
}

/**
 * Whether an error says the database cannot be reached at all, rather than that one statement was too slow or
 * short of resources: a connection refused, lost or silent (the silence watch), the server shutting down. The
 * gate's breaker opens on these (README "Health, readiness and load balancers"). Our own deadline is not one:
 * a call also misses it by waiting for a pooled connection behind a burst of others, and the breaker would then
 * turn a busy moment into a refusal of everything.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code))) return true;
  }
  return false;
}
