import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './client';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The committed migrations up to and including `lastTag`, copied aside: the database as an older release left it. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'campus-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

/**
 * Inside a `describe`: a database as an older release left it (migrated up to `lastTag`) holding `data` (SQL), then
 * migrated to the latest before the tests, and closed after them; its `.client` from beforeAll on.
 */
function useMigratedWithData(lastTag: string, data: string): { client: PGlite } {
  const db = {} as { client: PGlite };
  let older = '';
  beforeAll(async () => {
    db.client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    older = await migrationsUpTo(lastTag);
    await migrate(drizzle(db.client), { migrationsFolder: older });
    await db.client.exec(data);
    await migrate(drizzle(db.client), { migrationsFolder: MIGRATIONS });
  });
  afterAll(async () => {
    await db.client.close();
    await rm(older, { recursive: true, force: true });
  });
  return db;
}

describe('migration 0007_checkouts on a database with data', () => {
  // A buyer who started two checkouts before there was a limit (holding 2 and 1 units), and one paid one.
  const db = useMigratedWithData(
    '0006_notifications',
    `
      insert into users (id, name, email) values
        ('00000000-0000-4000-8000-000000000001', 'Seller', 'seller@campus.test'),
        ('00000000-0000-4000-8000-000000000002', 'Buyer', 'buyer@campus.test');
      insert into categories (id, name, slug) values ('00000000-0000-4000-8000-000000000010', 'Books', 'books');
      insert into products (id, name, slug, description, price_paise, quantity, reserved, category_id, seller_id) values
        ('00000000-0000-4000-8000-000000000020', 'Atlas', 'atlas', 'Old', 10000, 5, 3,
         '00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000001');
      insert into payments (id, provider, provider_order_id, buyer_id, amount_paise, status, expires_at, created_at) values
        ('00000000-0000-4000-8000-000000000031', 'sandbox', 'order_a', '00000000-0000-4000-8000-000000000002', 20000, 'pending', now() + interval '10 minutes', now() - interval '2 minutes'),
        ('00000000-0000-4000-8000-000000000032', 'sandbox', 'order_b', '00000000-0000-4000-8000-000000000002', 10000, 'pending', now() + interval '10 minutes', now() - interval '1 minute'),
        ('00000000-0000-4000-8000-000000000033', 'sandbox', 'order_c', '00000000-0000-4000-8000-000000000002', 10000, 'paid', now(), now() - interval '1 day');
      insert into orders (payment_id, buyer_id, seller_id, product_id, product_name, product_slug, unit_price_paise, quantity) values
        ('00000000-0000-4000-8000-000000000031', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000020', 'Atlas', 'atlas', 10000, 2),
        ('00000000-0000-4000-8000-000000000032', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000020', 'Atlas', 'atlas', 10000, 1),
        ('00000000-0000-4000-8000-000000000033', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000020', 'Atlas', 'atlas', 10000, 1);
    `,
  );

  it('keeps each buyer\'s newest checkout awaiting payment, cancels the others and releases their stock', async () => {
    const { rows: checkouts } = await db.client.query<{ provider_order_id: string; status: string }>(
      'select provider_order_id, status from payments order by provider_order_id',
    );
    expect(checkouts).toEqual([
      { provider_order_id: 'order_a', status: 'cancelled' },
      { provider_order_id: 'order_b', status: 'pending' },
      { provider_order_id: 'order_c', status: 'paid' },
    ]);
    const { rows: products } = await db.client.query<{ quantity: number; reserved: number }>('select quantity, reserved from products');
    expect(products).toEqual([{ quantity: 5, reserved: 1 }]);
  });

  it('gives every existing checkout a unique reference', async () => {
    const { rows } = await db.client.query<{ reference: string }>('select reference from payments');
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(3);
    for (const { reference } of rows) expect(reference).toMatch(/^CM-[0-9A-F]{32}$/);
  });

  it('now holds a member to one checkout awaiting payment', async () => {
    await expect(
      db.client.query(
        `insert into payments (provider, provider_order_id, reference, buyer_id, amount_paise, status, expires_at)
         values ('sandbox', 'order_d', 'CM-TEST0001', '00000000-0000-4000-8000-000000000002', 100, 'pending', now())`,
      ),
    ).rejects.toThrow(/payments_one_pending_per_buyer/);
  });
});

describe('migration 0009_chat_order on a database with data', () => {
  // Three messages (ids 1..3, the third dated earliest: order was by id) and notifications of two members.
  const db = useMigratedWithData(
    '0008_catalogue_search',
    `
      insert into users (id, name, email) values
        ('00000000-0000-4000-8000-000000000001', 'Asha', 'asha@campus.test'),
        ('00000000-0000-4000-8000-000000000002', 'Ravi', 'ravi@campus.test');
      insert into chat_messages (sender_id, content, created_at) values
        ('00000000-0000-4000-8000-000000000001', 'one', now() - interval '2 minutes'),
        ('00000000-0000-4000-8000-000000000002', 'two', now() - interval '1 minute'),
        ('00000000-0000-4000-8000-000000000001', 'three', now() - interval '3 minutes');
      insert into notifications (id, user_id, kind, message, created_at) values
        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 'order-placed', 'a second', now() - interval '1 hour'),
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'order-placed', 'a first', now() - interval '2 hours'),
        ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000002', 'order-status', 'b first', now());
    `,
  );

  it('places the stored messages in id order, and the next message after them', async () => {
    await db.client.exec(`insert into chat_messages (sender_id, content) values ('00000000-0000-4000-8000-000000000002', 'four')`);
    const { rows } = await db.client.query<{ content: string; seq: string }>('select content, seq::text from chat_messages order by seq');
    expect(rows).toEqual([
      { content: 'one', seq: '1' },
      { content: 'two', seq: '2' },
      { content: 'three', seq: '3' },
      { content: 'four', seq: '4' },
    ]);
  });

  it('places each member\'s stored notifications in time order and counts on from there', async () => {
    const { rows } = await db.client.query<{ message: string; seq: string }>('select message, seq::text from notifications order by user_id, seq');
    expect(rows).toEqual([
      { message: 'a first', seq: '1' },
      { message: 'a second', seq: '2' },
      { message: 'b first', seq: '1' },
    ]);
    const { rows: counters } = await db.client.query<{ seq: string }>('select seq::text from notification_counters order by user_id');
    expect(counters).toEqual([{ seq: '2' }, { seq: '1' }]);
  });
});

describe('migration 0012_bookings on a database with data', () => {
  // An owner's rent item and service, one marked rented by hand, and a buyer's checkout awaiting payment.
  const db = useMigratedWithData(
    '0011_chat_send',
    `
      insert into users (id, name, email) values
        ('00000000-0000-4000-8000-000000000001', 'Owner', 'owner@campus.test'),
        ('00000000-0000-4000-8000-000000000002', 'Buyer', 'buyer@campus.test');
      insert into rent_products (id, name, description, price_paise, category, seller_id, is_rented) values
        ('00000000-0000-4000-8000-000000000041', 'Bike', 'Blue', 10000, 'Transport', '00000000-0000-4000-8000-000000000001', true),
        ('00000000-0000-4000-8000-000000000042', 'Tent', 'Green', 5000, 'Sports Equipment', '00000000-0000-4000-8000-000000000001', false);
      insert into services (id, name, description, price_paise, category, seller_id, is_rented) values
        ('00000000-0000-4000-8000-000000000051', 'Tutoring', 'Maths', 20000, 'Tutoring', '00000000-0000-4000-8000-000000000001', true);
      insert into payments (provider, provider_order_id, reference, buyer_id, amount_paise, status, expires_at) values
        ('sandbox', 'order_a', 'CM-TEST0001', '00000000-0000-4000-8000-000000000002', 100, 'pending', now());
    `,
  );

  it("turns the owner's old rented switch into pause, with no deposit and no opening hours yet", async () => {
    const { rows: items } = await db.client.query('select name, paused, deposit_paise from rent_products order by name');
    expect(items).toEqual([
      { name: 'Bike', paused: true, deposit_paise: 0 },
      { name: 'Tent', paused: false, deposit_paise: 0 },
    ]);
    const { rows: offered } = await db.client.query('select paused, weekly from services');
    expect(offered).toEqual([{ paused: true, weekly: [] }]);
  });

  it('still holds a member to one cart checkout awaiting payment, beside a booking\'s payment', async () => {
    await expect(
      db.client.query(
        `insert into payments (provider, provider_order_id, reference, buyer_id, amount_paise, status, expires_at)
         values ('sandbox', 'order_b', 'CM-TEST0002', '00000000-0000-4000-8000-000000000002', 100, 'pending', now())`,
      ),
    ).rejects.toThrow(/payments_one_pending_per_buyer/);
    await db.client.query(
      `insert into bookings (id, kind, rent_product_id, listing_name, owner_id, borrower_id, start_day, end_day, amount_paise)
       values ('00000000-0000-4000-8000-000000000061', 'rent', '00000000-0000-4000-8000-000000000042', 'Tent',
               '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '2027-01-01', '2027-01-03', 15000)`,
    );
    await db.client.query(
      `insert into payments (provider, provider_order_id, reference, buyer_id, amount_paise, status, expires_at, booking_id)
       values ('sandbox', 'order_c', 'CM-TEST0003', '00000000-0000-4000-8000-000000000002', 15000, 'pending', now(), '00000000-0000-4000-8000-000000000061')`,
    );
  });

  it('refuses two bookings of one item holding overlapping days, and lets an ended one be overlapped', async () => {
    const insert = (id: string, status: string, start: string, end: string) =>
      db.client.query(
        `insert into bookings (id, kind, rent_product_id, listing_name, owner_id, borrower_id, status, start_day, end_day, amount_paise)
         values ('${id}', 'rent', '00000000-0000-4000-8000-000000000041', 'Bike', '00000000-0000-4000-8000-000000000001',
                 '00000000-0000-4000-8000-000000000002', '${status}', '${start}', '${end}', 10000)`,
      );
    await insert('00000000-0000-4000-8000-000000000071', 'accepted', '2027-02-01', '2027-02-03');
    await expect(insert('00000000-0000-4000-8000-000000000072', 'requested', '2027-02-03', '2027-02-04')).rejects.toThrow(/bookings_rent_days_excl/);
    await insert('00000000-0000-4000-8000-000000000073', 'declined', '2027-02-02', '2027-02-02');
    await insert('00000000-0000-4000-8000-000000000074', 'requested', '2027-02-04', '2027-02-04');
  });
});

describe('migration 0018_report_queue on a database with data', () => {
  // One member reported one listing three times (before the rule), another member once; one repeat of a resolved report.
  const reporter = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const report = (id: number, by: number, target: string, status: string, minutesAgo: number) =>
    `('00000000-0000-4000-8000-0000000001${String(id).padStart(2, '0')}', '${reporter(by)}', 'listing', '${target}', 'Spam', 'A listing', '${status}', ` +
    `${status === 'open' ? 'null' : "'dismiss'"}, now() - interval '${minutesAgo} minutes', ${status === 'open' ? 'null' : 'now()'})`;
  const db = useMigratedWithData(
    '0016_mail_notifications',
    `
      insert into users (id, name, email) values ('${reporter(1)}', 'One', 'one@campus.test'), ('${reporter(2)}', 'Two', 'two@campus.test');
      insert into reports (id, reporter_id, target, target_id, reason, content, status, action, created_at, resolved_at) values
        ${[report(1, 1, 'L1', 'open', 30), report(2, 1, 'L1', 'open', 20), report(3, 1, 'L1', 'open', 10), report(4, 2, 'L1', 'open', 5), report(5, 1, 'L2', 'resolved', 60), report(6, 1, 'L2', 'open', 1)].join(',\n')};
    `,
  );

  it("keeps each member's oldest open report of a target open and closes the repeats as dismissed, so the rule's index holds", async () => {
    const { rows } = await db.client.query<{ id: string; status: string; action: string | null; note: string | null }>(
      'select right(id::text, 2) as id, status, action, note from reports order by id',
    );
    const repeat = { status: 'resolved', action: 'dismiss', note: 'A repeat of an earlier open report by the same member.' };
    expect(rows).toEqual([
      { id: '01', status: 'open', action: null, note: null },
      { id: '02', ...repeat },
      { id: '03', ...repeat },
      { id: '04', status: 'open', action: null, note: null },
      { id: '05', status: 'resolved', action: 'dismiss', note: null },
      { id: '06', status: 'open', action: null, note: null },
    ]);
    await expect(db.client.query(`insert into reports (reporter_id, target, target_id, reason, content) values ('${reporter(1)}', 'listing', 'L1', 'Again', 'A listing')`)).rejects.toThrow(/reports_open_once_idx/);
  });
});
