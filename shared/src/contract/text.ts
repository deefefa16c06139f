import { z } from 'zod';

/**
 * The character U+0000 (NUL). PostgreSQL's text types cannot hold it: a statement given one fails with SQLSTATE
 * 22021 (character_not_in_repertoire), a lookup by it as much as an insert, and that failure used to answer 500.
 * No keyboard types it, so a text that holds one is refused as bad input (400) before it reaches the database:
 * by every text field of the contract (`textField`) and, on the server, in the address and headers
 * (README "API errors").
 */
export const NUL = '\u0000';

export const hasNul = (value: string): boolean => value.includes(NUL);

/** What a client is told when `label` holds U+0000. */
export const nulMessage = (label: string): string => `${label} cannot contain the null character (U+0000).`;

/**
 * The start of every text field of the API's input schemas: a string, refused when it holds U+0000, checked
 * first so that this is the message the client sees. `typeError` is the message when no string was sent.
 */
export const textField = (label: string, typeError = `${label} must be text`) =>
  z.string({ error: typeError }).refine((value) => !hasNul(value), nulMessage(label));
