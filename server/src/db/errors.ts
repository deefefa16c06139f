/** SQLSTATE codes the repositories turn into answers instead of 500s. */
export const SQLSTATE = { uniqueViolation: '23505', checkViolation: '23514' } as const;

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
