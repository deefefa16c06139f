import {
  ACCOUNT_DELETED,
  ACCOUNT_UPDATED,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  DELETE_NEEDS_PASSWORD,
  DELETE_PASSWORD_WRONG,
  DELETED_MEMBER_NAME,
  PASSWORD_UPDATED,
  deleteRefusedMessage,
  type AccountResponse,
  type AccountUpdateResponse,
  type LoginResponse,
} from '@campus/shared/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, orders, products, rentProducts, services, users } from '../../db/schema';
import { ADMIN_ENV, adminToken, bearer, loginAs, registerUser, signedInUser } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { createOrder, paidOrderLine, seedProduct } from '../orders/test-fixtures';

/** The Account screen's calls (docs/product-rules.md "Your account"). */
describe.each(BACKENDS)('your own account on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/auth/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const sessionHolds = async (token: string) => (await call('GET', 'user-auth', token)).statusCode === 200;
  const storedUser = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

  it('shows and changes name, phone and "contact me through messages only"', async () => {
    const member = await signedInUser(t.app, { phone: '98765 43210' });
    const read = await call('GET', 'account', member.token);
    expect(read.json<AccountResponse>()).toEqual({
      success: true,
      account: { name: member.input.name, email: member.input.email, phone: '98765 43210', messagesOnly: false, hasPassword: true },
    });
    const changed = await call('PUT', 'account', member.token, { name: '  Asha R.  ', phone: '+91 91234 56789', messagesOnly: true });
    expect(changed.statusCode).toBe(200);
    const body = changed.json<AccountUpdateResponse>();
    expect(body.message).toBe(ACCOUNT_UPDATED);
    expect(body.account).toMatchObject({ name: 'Asha R.', phone: '+91 91234 56789', messagesOnly: true });
    expect(body.user).toMatchObject({ _id: member.user._id, name: 'Asha R.', phone: '+91 91234 56789', email: member.input.email });
    expect(await storedUser(member.user._id)).toMatchObject({ name: 'Asha R.', phone: '+91 91234 56789', messagesOnly: true });
  });

  it('refuses bad input and visitors, and changes nothing', async () => {
    const member = await signedInUser(t.app, { phone: '98765 43210' });
    const before = await storedUser(member.user._id);
    for (const payload of [
      { name: '', phone: '', messagesOnly: false },
      { name: 'Asha', phone: 'call me', messagesOnly: false },
      { name: 'Asha', phone: '', messagesOnly: 'yes' },
      { name: 'Asha', phone: '' },
    ]) {
      const answer = await call('PUT', 'account', member.token, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await call('PUT', 'account', null, { name: 'Asha', phone: '', messagesOnly: false })).statusCode).toBe(401);
    expect((await call('GET', 'account', null)).statusCode).toBe(401);
    expect(await storedUser(member.user._id)).toEqual(before);
  });

  it('changes the password with the current one, ends every other session and keeps this one', async () => {
    const member = await signedInUser(t.app);
    const elsewhere = await loginAs(t.app, member.input.email, member.input.password);
    const other = await signedInUser(t.app);
    const changed = await call('POST', 'change-password', member.token, { currentPassword: member.input.password, newPassword: 'new-secret-77' });
    expect(changed.statusCode).toBe(200);
    const body = changed.json<LoginResponse>();
    expect(body.message).toBe(PASSWORD_UPDATED);
    expect(body.user).toMatchObject({ _id: member.user._id, name: member.input.name });
    expect(await sessionHolds(body.token)).toBe(true);
    expect(await sessionHolds(member.token)).toBe(false);
    expect(await sessionHolds(elsewhere.token)).toBe(false);
    expect(await sessionHolds(other.token)).toBe(true);
    expect((await call('POST', 'login', null, { email: member.input.email, password: member.input.password })).statusCode).toBe(401);
    expect(await sessionHolds((await loginAs(t.app, member.input.email, 'new-secret-77')).token)).toBe(true);
  });

  it('refuses a wrong or missing current password and a too short new one, and changes nothing', async () => {
    const member = await signedInUser(t.app);
    const before = await storedUser(member.user._id);
    const cases: [object, string][] = [
      [{ currentPassword: 'not-my-password', newPassword: 'new-secret-77' }, CURRENT_PASSWORD_WRONG],
      [{ newPassword: 'new-secret-77' }, CURRENT_PASSWORD_REQUIRED],
      [{ currentPassword: member.input.password, newPassword: '123' }, 'Password must be at least 6 characters'],
    ];
    for (const [payload, message] of cases) {
      const answer = await call('POST', 'change-password', member.token, payload);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json()).toEqual({ success: false, message });
    }
    expect(await storedUser(member.user._id)).toEqual(before);
    expect(await sessionHolds(member.token)).toBe(true);
  });

  it('lets an account without a password (Google only) set one without a current one', async () => {
    const member = await signedInUser(t.app);
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.user._id));
    expect((await call('GET', 'account', member.token)).json<AccountResponse>().account.hasPassword).toBe(false);
    const set = await call('POST', 'change-password', member.token, { newPassword: 'first-secret-1' });
    expect(set.statusCode).toBe(200);
    expect(await sessionHolds((await loginAs(t.app, member.input.email, 'first-secret-1')).token)).toBe(true);
    // Without a password it cannot be deleted: there is nothing to confirm with.
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.user._id));
    const token = set.json<LoginResponse>().token;
    expect((await call('POST', 'delete-account', token, { password: 'anything' })).json()).toEqual({ success: false, message: DELETE_NEEDS_PASSWORD });
  });

  it('deletes the account: listings gone, sales, purchases and bookings kept without the name, sessions ended, the address free', async () => {
    const member = await signedInUser(t.app, { phone: '97000 12345' });
    const buyer = await signedInUser(t.app);
    const seller = await signedInUser(t.app);
    const elsewhere = await loginAs(t.app, member.input.email, member.input.password);
    // A sale of the member's and a purchase, both delivered; a booking of theirs, completed.
    const sale = await paidOrderLine(t.app, { sellerId: member.user._id, buyerToken: buyer.token });
    const purchase = await paidOrderLine(t.app, { sellerId: seller.user._id, buyerToken: member.token });
    await t.app.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, sale));
    await t.app.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, purchase));
    const [booking] = await t.app.db
      .insert(bookings)
      .values({ kind: 'rent', listingName: 'Camping tent', ownerId: member.user._id, borrowerId: buyer.user._id, status: 'completed', amountPaise: 30_000, startDay: '2026-01-01', endDay: '2026-01-02' })
      .returning();
    const listing = await seedProduct(t.app, { sellerId: member.user._id });
    await t.app.db.insert(rentProducts).values({ name: 'Tent', description: 'Big', pricePaise: 10_000, category: 'Sports Equipment', sellerId: member.user._id });
    await t.app.db.insert(services).values({ name: 'Tutoring', description: 'Maths', pricePaise: 10_000, category: 'Tutoring', sellerId: member.user._id });

    const wrong = await call('POST', 'delete-account', member.token, { password: 'not-my-password' });
    expect(wrong.json()).toEqual({ success: false, message: DELETE_PASSWORD_WRONG });
    expect(wrong.statusCode).toBe(400);
    expect((await storedUser(member.user._id))?.deletedAt).toBeNull();

    const deleted = await call('POST', 'delete-account', member.token, { password: member.input.password });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: ACCOUNT_DELETED });
    // Sessions over; the old password opens nothing.
    expect(await sessionHolds(member.token)).toBe(false);
    expect(await sessionHolds(elsewhere.token)).toBe(false);
    expect((await call('POST', 'login', null, { email: member.input.email, password: member.input.password })).statusCode).toBe(401);
    // Listings gone.
    expect(await t.app.db.select().from(products).where(eq(products.sellerId, member.user._id))).toEqual([]);
    expect(await t.app.db.select().from(rentProducts).where(eq(rentProducts.sellerId, member.user._id))).toEqual([]);
    expect(await t.app.db.select().from(services).where(eq(services.sellerId, member.user._id))).toEqual([]);
    expect((await t.app.db.select().from(products).where(eq(products.id, listing.id))).length).toBe(0);
    // The records stay, with the name, e-mail and phone gone.
    const row = await storedUser(member.user._id);
    expect(row).toMatchObject({ name: DELETED_MEMBER_NAME, phone: '', passwordHash: null, googleSubject: null });
    expect(row?.email).not.toContain(member.input.email);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await t.app.db.select().from(orders).where(eq(orders.id, sale))).length).toBe(1);
    expect((await t.app.db.select().from(orders).where(eq(orders.id, purchase))).length).toBe(1);
    expect((await t.app.db.select().from(bookings).where(eq(bookings.id, booking?.id ?? ''))).length).toBe(1);
    // The other parties' order lists show the member without the name and phone.
    for (const [url, token] of [['buyer-orders', buyer.token], ['seller-orders', seller.token]] as const) {
      const list = await t.app.inject({ method: 'GET', url: `/api/v1/order/${url}`, headers: bearer(token) });
      expect(list.statusCode, url).toBe(200);
      expect(list.body, url).toContain(DELETED_MEMBER_NAME);
      expect(list.body, url).not.toContain(member.input.name);
      expect(list.body, url).not.toContain('97000 12345');
    }
    // The address registers again, as a new account.
    const again = await registerUser(t.app, { email: member.input.email });
    expect(again.response.statusCode).toBe(201);
    expect((await loginAs(t.app, member.input.email, again.input.password)).user._id).not.toBe(member.user._id);
    // A deleted account is gone for its old session's calls.
    expect((await call('POST', 'delete-account', member.token, { password: member.input.password })).statusCode).toBe(401);
  });

  it('refuses deletion while a booking or an order is in progress, with what to settle, and changes nothing', async () => {
    const member = await signedInUser(t.app);
    const buyer = await signedInUser(t.app);
    const sale = await paidOrderLine(t.app, { sellerId: member.user._id, buyerToken: buyer.token });
    const listing = await seedProduct(t.app, { sellerId: member.user._id });
    const [booking] = await t.app.db
      .insert(bookings)
      .values({ kind: 'rent', listingName: 'Tent', ownerId: buyer.user._id, borrowerId: member.user._id, status: 'paid', amountPaise: 30_000, startDay: '2026-02-01', endDay: '2026-02-02' })
      .returning();
    const refused = await call('POST', 'delete-account', member.token, { password: member.input.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: deleteRefusedMessage(['a booking', 'an order']) });
    expect(await sessionHolds(member.token)).toBe(true);
    expect((await storedUser(member.user._id))?.name).toBe(member.input.name);
    expect((await t.app.db.select().from(products).where(eq(products.id, listing.id))).length).toBe(1);
    // Settled, it goes.
    await t.app.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking?.id ?? ''));
    await t.app.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, sale));
    expect((await call('POST', 'delete-account', member.token, { password: member.input.password })).statusCode).toBe(200);
  });

  it('refuses deletion while a checkout of the member awaits payment', async () => {
    const member = await signedInUser(t.app);
    const seller = await signedInUser(t.app);
    const product = await seedProduct(t.app, { sellerId: seller.user._id });
    expect((await createOrder(t.app, member.token, { productId: product.id, quantity: 1 })).statusCode).toBe(201);
    const refused = await call('POST', 'delete-account', member.token, { password: member.input.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: deleteRefusedMessage(['a checkout awaiting payment']) });
    // The seller of a product someone is paying for is asked to wait too.
    expect((await call('POST', 'delete-account', seller.token, { password: seller.input.password })).statusCode).toBe(409);
  });

  it("refuses to delete an admin's account", async () => {
    const token = await adminToken(t.app);
    const answer = await call('POST', 'delete-account', token, { password: ADMIN_ENV.ADMIN_PASSWORD });
    expect(answer.statusCode).toBe(403);
    expect(await sessionHolds(token)).toBe(true);
  });
});
