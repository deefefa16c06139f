/**
 * Who reads a listing's answer: a visitor or a logged-in member (docs/product-rules.md "Deviation 11"). Answers kept
 * in memory (the whole product list, the searches) are kept once per audience.
 */
export type Audience = 'visitor' | 'member';

export const audienceOf = (member: boolean): Audience => (member ? 'member' : 'visitor');

/** What the database knows of how a listing's owner may be reached. */
export interface OwnerContactRow {
  phone: string;
  /** Only where the answer may carry it at all (one product, a rent item or service). */
  email?: string | undefined;
  messagesOnly: boolean;
}

/** The owner's contact fields of a listing's answer. */
export interface OwnerContact {
  phone?: string;
  email?: string;
  messagesOnly?: true;
}

/**
 * The phone and e-mail of a listing's owner that `audience` may see (docs/product-rules.md "Deviation 11"): members
 * only; nobody when the owner takes messages only, whose answer says so instead.
 */
export function ownerContact({ phone, email, messagesOnly }: OwnerContactRow, audience: Audience): OwnerContact {
  if (messagesOnly) return { messagesOnly: true };
  if (audience === 'visitor') return {};
  return { phone, ...(email === undefined ? {} : { email }) };
}
