import { asc, eq } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT, type CreateOrderResponse, type Notification, type NotificationsResponse, type SandboxPayResponse } from '@campus/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { notifications } from '../../db/schema';
import { ADMIN_ENV, adminToken, bearer, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/build-test-app';
import { type ChatClient, connectChat, listenLocally } from '../../test/chat-client';
import { createOrder, paidOrderLine, sandboxPay, seedProduct, verifyPayment } from '../orders/test-fixtures';
import { storeNotifications } from './repository';

describe.each(BACKENDS)('notifications on %s', (backend) => {
  let t: TestApp;
  let url: string;
  let admin: string;
  const clients: ChatClient[] = [];
  beforeAll(async () => {
    t = await buildTestApp(backend, ADMIN_ENV);
    url = await listenLocally(t.app);
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await t.close();
  });

  const list = (token: string | null) =>
    t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: token ? bearer(token) : {} });
  const markRead = (token: string | null) =>
    t.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers: token ? bearer(token) : {} });
  const setStatus = (id: string, token: string, status: string) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/order/update-status/${id}`, headers: bearer(token), payload: { status } });
  const notificationsOf = async (member: SignedInUser) => (await list(member.token)).json<NotificationsResponse>();
  const after = (token: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/notifications?after=${id}`, headers: bearer(token) });

  /** A client that only ever appends what `after=<the last one it holds>` answers, a page at a time. */
  const catchUp = async (token: string, held: Notification[]) => {
    for (;;) {
      const last = held.at(-1);
      if (!last) throw new Error('the client holds nothing to ask after');
      const response = await after(token, last._id);
      expect(response.statusCode).toBe(200);
      const page = response.json<NotificationsResponse>().notifications;
      held.push(...page);
      if (page.length < NOTIFICATIONS_LIMIT) return;
    }
  };

  /** A paid purchase of one unit; returns its order line's id. */
  const paidLine = (seller: SignedInUser, buyer: SignedInUser, name = 'Engineering drafter') =>
    paidOrderLine(t.app, { sellerId: seller.user._id, buyerToken: buyer.token, name });

  it('tells each seller once what a paid checkout bought, live and in their list', async () => {
    const [asha, ravi, meera] = [await signedInUser(t.app, { name: 'Asha Rao' }), await signedInUser(t.app), await signedInUser(t.app)];
    const drafter = await seedProduct(t.app, { sellerId: ravi.user._id, quantity: 5, name: 'Engineering drafter' });
    const lamp = await seedProduct(t.app, { sellerId: meera.user._id, quantity: 1, name: 'Desk lamp' });
    const socket = await connectChat(url, { token: ravi.token });
    clients.push(socket);
    const delivered = new Promise<Notification>((resolve) => socket.once('notification', resolve));

    const created = await createOrder(t.app, asha.token, {
      items: [{ productId: drafter.id, quantity: 2 }, { productId: lamp.id, quantity: 1 }],
    });
    const { razorpayOrderId } = created.json<CreateOrderResponse>();
    const { razorpayPaymentId, razorpaySignature } = (await sandboxPay(t.app, asha.token, razorpayOrderId)).json<SandboxPayResponse>();
    expect(await notificationsOf(ravi)).toEqual({ success: true, notifications: [], unread: 0 });
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await verifyPayment(t.app, asha.token, { razorpayOrderId, razorpayPaymentId, razorpaySignature })).statusCode).toBe(200);
    }

    const forRavi = await notificationsOf(ravi);
    expect(forRavi.unread).toBe(1);
    expect(forRavi.notifications).toEqual([
      {
        _id: expect.any(String),
        seq: 1,
        kind: 'order-placed',
        message: 'Asha Rao bought 2 × Engineering drafter',
        orderId: expect.any(String),
        bookingId: null,
        bookingSide: null,
        createdAt: expect.any(String),
        read: false,
      },
    ]);
    expect(await delivered).toEqual(forRavi.notifications[0]);
    expect((await notificationsOf(meera)).notifications.map((item) => item.message)).toEqual(['Asha Rao bought Desk lamp']);
    expect((await notificationsOf(asha)).notifications).toEqual([]);
  });

  it('tells the buyer when the seller or an admin changes the status, not when it stays the same', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app)];
    const line = await paidLine(seller, buyer);
    const socket = await connectChat(url, { token: buyer.token });
    clients.push(socket);
    const delivered = new Promise<Notification>((resolve) => socket.once('notification', resolve));

    expect((await setStatus(line, seller.token, 'Pending')).statusCode).toBe(200);
    expect((await notificationsOf(buyer)).notifications).toEqual([]);
    expect((await setStatus(line, seller.token, 'Shipped')).statusCode).toBe(200);
    expect((await setStatus(line, seller.token, 'Shipped')).statusCode).toBe(200);
    expect((await setStatus(line, admin, 'Delivered')).statusCode).toBe(200);

    const forBuyer = await notificationsOf(buyer);
    expect(forBuyer.notifications.map(({ kind, message, orderId }) => ({ kind, message, orderId }))).toEqual([
      { kind: 'order-status', message: 'Your order for Engineering drafter is Delivered', orderId: line },
      { kind: 'order-status', message: 'Your order for Engineering drafter is Shipped', orderId: line },
    ]);
    expect(forBuyer.unread).toBe(2);
    expect(await delivered).toMatchObject({ message: 'Your order for Engineering drafter is Shipped', read: false });
    // The seller hears of the sale only.
    expect((await notificationsOf(seller)).notifications.map((item) => item.kind)).toEqual(['order-placed']);
  });

  it('answers the notifications stored after one of the member\'s, oldest first (README "Chat order")', async () => {
    const [seller, buyer, other] = [await signedInUser(t.app), await signedInUser(t.app), await signedInUser(t.app)];
    for (const name of ['Calculator', 'Lab coat', 'Drawing board']) await paidLine(seller, buyer, name);
    const newestFirst = (await notificationsOf(seller)).notifications;
    expect(newestFirst.map((item) => item.seq)).toEqual([3, 2, 1]);
    const [third, second, first] = newestFirst as [Notification, Notification, Notification];

    const later = await after(seller.token, first._id);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ success: true, notifications: [second, third], unread: 3 });
    expect((await after(seller.token, third._id)).json<NotificationsResponse>().notifications).toEqual([]);

    const notTheirs = await after(other.token, first._id);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ success: false, message: 'Notification not found' });
    const invalid = await after(seller.token, 'not-an-id');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ success: false });
    expect((await list(null)).statusCode).toBe(401);
  });

  it('never lets a catching-up member miss or repeat one while transactions commit out of order', async () => {
    const [member, neighbour] = [await signedInUser(t.app), await signedInUser(t.app)];
    const note = (userId: string, message: string) => ({ userId, kind: 'order-status' as const, orderId: null, message });
    await t.app.db.transaction((tx) => storeNotifications(tx, [note(member.user._id, 'start')]));
    const held = (await notificationsOf(member)).notifications;

    // 60 transactions, each notifying the member (and sometimes their neighbour first, to take two counters) and
    // holding on for a while before it commits, so on PostgreSQL they would commit in another order than they insert.
    // On PostgreSQL they run on connections of their own, as another server's would: the reader never waits for them.
    const { database } = t.app;
    const writers = database.kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
    let writing = true;
    const reading = (async () => {
      for (;;) {
        const last = !writing;
        await catchUp(member.token, held);
        if (last) return;
      }
    })();
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        writers.db.transaction(async (tx) => {
          const rows = i % 3 === 0 ? [note(neighbour.user._id, `n${i}`), note(member.user._id, `m${i}`)] : [note(member.user._id, `m${i}`)];
          await storeNotifications(tx, rows);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
        }),
      ),
    );
    writing = false;
    await reading;
    if (writers !== database) await writers.close();

    const stored = await t.app.db
      .select({ id: notifications.id, seq: notifications.seq })
      .from(notifications)
      .where(eq(notifications.userId, member.user._id))
      .orderBy(asc(notifications.seq));
    expect(stored).toHaveLength(61);
    expect(held.map((item) => item._id)).toEqual(stored.map((row) => row.id));
    expect(stored.map((row) => row.seq)).toEqual(Array.from({ length: 61 }, (_, i) => i + 1));
    expect((await notificationsOf(member)).notifications.map((item) => item._id)).toEqual(stored.slice(-NOTIFICATIONS_LIMIT).reverse().map((row) => row.id));
  }, 60_000);

  it('requires a session to read or mark notifications', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await markRead(null)).statusCode).toBe(401);
    expect((await list('not-a-token')).statusCode).toBe(401);
  });

  it('shows members only their own, newest first, and marks only theirs read', async () => {
    const [seller, buyer, other] = [await signedInUser(t.app), await signedInUser(t.app), await signedInUser(t.app)];
    await paidLine(seller, buyer, 'Calculator');
    await paidLine(seller, buyer, 'Lab coat');
    await paidLine(other, buyer, 'Drawing board');

    const before = await notificationsOf(seller);
    expect(before.notifications.map((item) => item.message)).toEqual([
      `${buyer.user.name} bought Lab coat`,
      `${buyer.user.name} bought Calculator`,
    ]);
    expect(before.unread).toBe(2);

    const marked = await markRead(seller.token);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ success: true, unread: 0 });
    const after = await notificationsOf(seller);
    expect(after.unread).toBe(0);
    expect(after.notifications.map((item) => [item._id, item.read])).toEqual(before.notifications.map((item) => [item._id, true]));
    expect(await notificationsOf(other)).toMatchObject({ unread: 1, notifications: [{ read: false }] });
  });

  it('tells the buyer of a cancelled order and the amount refunded', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app)];
    const line = await paidOrderLine(t.app, { sellerId: seller.user._id, buyerToken: buyer.token, name: 'Lab coat', pricePaise: 45_050 });
    const socket = await connectChat(url, { token: buyer.token });
    clients.push(socket);
    const delivered = new Promise<Notification>((resolve) => socket.once('notification', resolve));
    expect((await setStatus(line, seller.token, 'Cancelled')).statusCode).toBe(200);
    const message = 'Your order for Lab coat is Cancelled; ₹450.50 is being refunded to you';
    expect(await delivered).toMatchObject({ kind: 'order-status', message, orderId: line, read: false });
    expect((await notificationsOf(buyer)).notifications.map((item) => item.message)).toEqual([message]);
  });

  it('keeps the seller\'s notification and its link when the buyer deletes the order from their list', async () => {
    const [seller, buyer] = [await signedInUser(t.app), await signedInUser(t.app)];
    const line = await paidLine(seller, buyer);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/order/delete-order/${line}`, headers: bearer(buyer.token) })).statusCode).toBe(200);
    const [stored] = await t.app.db.select({ orderId: notifications.orderId }).from(notifications).where(eq(notifications.userId, seller.user._id));
    expect(stored).toEqual({ orderId: line });
    expect((await notificationsOf(seller)).notifications).toMatchObject([{ orderId: line, kind: 'order-placed' }]);
  });
});
