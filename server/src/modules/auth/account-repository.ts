import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { DELETED_MEMBER_NAME, ENDED_STATUSES, type Account, type SessionUser } from '@campus/shared/contract';
import type { Db } from '../../db/client';
import { bookings, orders, payments, products, rentProducts, services, users } from '../../db/schema';
import { accountTokensRepository } from './account-tokens';
import { toSessionUser } from './repository';

/** Order statuses after which nothing more happens to an order (docs/product-rules.md "Order statuses"). */
const SETTLED_ORDER_STATUSES = ['Delivered', 'Cancelled'] as const;

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  messagesOnly: users.messagesOnly,
  passwordHash: users.passwordHash,
  tokenVersion: users.tokenVersion,
};
type AccountRow = Pick<typeof users.$inferSelect, keyof typeof accountColumns>;

const toAccount = (row: AccountRow): Account => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  messagesOnly: row.messagesOnly,
  hasPassword: row.passwordHash !== null,
});

/** What a deletion answers: done, or why not (docs/product-rules.md "Your account"). */
export type DeleteResult =
  | { deleted: true; tokenVersion: number }
  | { deleted: false; reason: 'gone' | 'password-changed' }
  | { deleted: false; reason: 'in-progress'; open: string[] };

/** What of the member's is still under way (docs/product-rules.md "Your account"): bookings, orders, checkouts. */
async function inProgress(tx: Db, id: string): Promise<string[]> {
  const open: string[] = [];
  const [booking] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(or(eq(bookings.ownerId, id), eq(bookings.borrowerId, id)), notInArray(bookings.status, [...ENDED_STATUSES])))
    .limit(1);
  if (booking) open.push('a booking');
  // A paid order not yet Delivered or Cancelled, and a checkout still awaiting payment, as buyer or as seller.
  const openOrder = (paymentState: 'paid' | 'pending') =>
    tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(payments, eq(orders.paymentId, payments.id))
      .where(
        and(
          or(eq(orders.buyerId, id), eq(orders.sellerId, id)),
          eq(payments.status, paymentState),
          notInArray(orders.status, [...SETTLED_ORDER_STATUSES]),
        ),
      )
      .limit(1);
  if ((await openOrder('paid')).length > 0) open.push('an order');
  if ((await openOrder('pending')).length > 0) open.push('a checkout awaiting payment');
  return open;
}

/**
 * Deletes the account in one transaction (docs/product-rules.md "Your account"): refused while a booking, an
 * order or a checkout of the member is in progress; else their listings are deleted and the row is kept with
 * the name, e-mail, phone, password and Google link gone (so orders, payments and bookings stay on record and
 * the address can register again), the token version raised and the links mailed to them retired.
 * `checkedHash`: the password the caller checked; a change committed meanwhile refuses.
 */
async function deleteAccount(db: Db, id: string, checkedHash: string, now: Date): Promise<DeleteResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for('update');
    if (!row) return { deleted: false, reason: 'gone' };
    if (row.passwordHash !== checkedHash) return { deleted: false, reason: 'password-changed' };
    // The listings are locked first: a booking request or a checkout holds its listing's row while it is made, so
    // the check below sees every one made, and none can begin before the listings are gone.
    await tx.select({ id: rentProducts.id }).from(rentProducts).where(eq(rentProducts.sellerId, id)).for('update');
    await tx.select({ id: services.id }).from(services).where(eq(services.sellerId, id)).for('update');
    await tx.select({ id: products.id }).from(products).where(eq(products.sellerId, id)).for('update');
    const open = await inProgress(tx, id);
    if (open.length > 0) return { deleted: false, reason: 'in-progress', open };
    await tx.delete(rentProducts).where(eq(rentProducts.sellerId, id));
    await tx.delete(services).where(eq(services.sellerId, id));
    await tx.delete(products).where(eq(products.sellerId, id));
    const [gone] = await tx
      .update(users)
      .set({
        name: DELETED_MEMBER_NAME,
        // Unique and undeliverable (.invalid), so the address is free to register again.
        email: `deleted-${id}@deleted.invalid`,
        phone: '',
        passwordHash: null,
        googleSubject: null,
        messagesOnly: true,
        emailVerifiedAt: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: now,
      })
      .where(eq(users.id, id))
      .returning({ tokenVersion: users.tokenVersion });
    if (!gone) return { deleted: false, reason: 'gone' };
    await accountTokensRepository(db).retireAll(id, now, tx);
    return { deleted: true, tokenVersion: gone.tokenVersion };
  });
}

/** The signed-in member's own account (docs/product-rules.md "Your account"); "not there" is null. */
export function accountRepository(db: Db) {
  const find = async (id: string, tx: Db = db) => {
    const [row] = await tx
      .select(accountColumns)
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .limit(1);
    return row ?? null;
  };

  return {
    find,

    async account(id: string): Promise<Account | null> {
      const row = await find(id);
      return row ? toAccount(row) : null;
    },

    /** Name, phone and "contact me through messages only"; the account and session user as they now are. */
    async update(id: string, patch: { name: string; phone: string; messagesOnly: boolean }): Promise<{ account: Account; user: SessionUser } | null> {
      const [row] = await db
        .update(users)
        .set(patch)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning(accountColumns);
      return row ? { account: toAccount(row), user: toSessionUser(row) } : null;
    },

    /**
     * Sets the password and raises the token version (every session issued before ends), provided the password is
     * still the one the caller checked (`checkedHash`): a change racing another finds it changed and does nothing.
     * The reset links still unused stop working too. The new token version, or null.
     */
    async changePassword(id: string, checkedHash: string | null, passwordHash: string, now: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(
            and(
              eq(users.id, id),
              isNull(users.deletedAt),
              checkedHash === null ? isNull(users.passwordHash) : eq(users.passwordHash, checkedHash),
            ),
          )
          .returning({ tokenVersion: users.tokenVersion });
        if (!row) return null;
        await accountTokensRepository(db).retire(id, 'password-reset', now, tx);
        return row.tokenVersion;
      });
    },

    remove: (id: string, checkedHash: string, now: Date) => deleteAccount(db, id, checkedHash, now),
  };
}
