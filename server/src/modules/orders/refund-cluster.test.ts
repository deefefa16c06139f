import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { refunds } from '../../db/schema';
import { owedRefund } from '../../test/owed-refund';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { startRazorpayReplay } from '../payments/razorpay-replay';
import { REFUND_SWEEP_INTERVAL_MS } from './refund-service';
import { useScratchPostgres } from '../../test/build-test-app';

const adminUrl = process.env.TEST_DATABASE_URL;
const MINUTE = 60_000;

/**
 * Three server processes on one PostgreSQL database, each sweeping owed refunds, against the Razorpay stand-in
 * (README "Checkouts and orders"): each attempt at an owed refund is one provider call, whichever process makes it,
 * and the wait after a failure is the documented one (1, then 2 minutes), not one per process.
 */
describe.skipIf(!adminUrl)('owed refunds swept by three server processes', () => {
  const scratch = useScratchPostgres('campus_refunds');
  let database: Database;
  let replay: Awaited<ReturnType<typeof startRazorpayReplay>>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'postgres', url: scratch.url() });
    replay = await startRazorpayReplay();
    const env = {
      DATABASE_URL: scratch.url(),
      PUBLIC_URL: 'https://market.campus.test',
      JWT_SECRET: `refund-cluster-${randomBytes(16).toString('hex')}`,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_API_URL: replay.url,
      RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
      RAZORPAY_KEY_SECRET: 'thisisthekeysecretoftests',
      RAZORPAY_WEBHOOK_SECRET: 'thisisthewebhooksecretoftests',
    };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env), startServerProcess(env)])));
  }, 120_000);
  afterAll(async () => {
    replay?.holdRefunds(false);
    await Promise.all(servers.map((server) => server.stop()));
    await replay?.close();
    await database?.close();
  }, 60_000);

  const refundRow = async (id: string) => (await database.db.select().from(refunds).where(eq(refunds.id, id)))[0];
  const callsTo = (url: string) => replay.requests.filter((request) => request.url === url);

  /**
   * With the provider holding its answers, makes the refund due and lets the processes sweep, long enough for every
   * process to have swept at least once more after the first call arrived; answers how many calls were made and when
   * the first was, then lets the provider answer (refusing when `fail`).
   */
  const oneRound = async (url: string, fail: boolean, makeDue: () => Promise<unknown>) => {
    const before = callsTo(url).length;
    replay.setFailing(fail);
    replay.holdRefunds(true);
    await makeDue();
    await vi.waitFor(() => expect(callsTo(url).length).toBeGreaterThan(before), { timeout: REFUND_SWEEP_INTERVAL_MS * 2, interval: 100 });
    const first = callsTo(url)[before];
    await new Promise((resolve) => setTimeout(resolve, REFUND_SWEEP_INTERVAL_MS * 1.5));
    const made = callsTo(url).length - before;
    replay.holdRefunds(false);
    return { made, at: first?.at ?? 0 };
  };

  it('makes one provider call per attempt, and waits 1 then 2 minutes after failures', async () => {
    const id = randomBytes(4).toString('hex');
    const url = `/v1/payments/pay_${id}/refund`;
    let refundId = '';
    const first = await oneRound(url, true, async () => (refundId = await owedRefund(database.db, id)));
    expect(first.made).toBe(1);
    await vi.waitFor(async () => expect((await refundRow(refundId))?.attempts).toBe(1), { timeout: 10_000 });
    const afterFirst = await refundRow(refundId);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('Authentication failed') });
    // The next try is due a minute after the call, as README "Checkouts and orders" says (give or take the claim's
    // few milliseconds before the call).
    expect(Math.abs((afterFirst?.nextAttemptAt?.getTime() ?? 0) - (first.at + MINUTE))).toBeLessThan(2_000);

    // A minute passes.
    const minutePasses = () => database.db.update(refunds).set({ nextAttemptAt: sql`now()` }).where(eq(refunds.id, refundId));
    const second = await oneRound(url, true, minutePasses);
    expect(second.made).toBe(1);
    await vi.waitFor(async () => expect((await refundRow(refundId))?.attempts).toBe(2), { timeout: 10_000 });
    const afterSecond = await refundRow(refundId);
    expect(Math.abs((afterSecond?.nextAttemptAt?.getTime() ?? 0) - (second.at + 2 * MINUTE))).toBeLessThan(2_000);

    // Two more minutes pass, and the provider answers.
    const third = await oneRound(url, false, minutePasses);
    expect(third.made).toBe(1);
    await vi.waitFor(async () => expect((await refundRow(refundId))?.status).toBe('issued'), { timeout: 10_000 });
    expect(await refundRow(refundId)).toMatchObject({ attempts: 2, providerRefundId: expect.stringMatching(/^rfnd_/), nextAttemptAt: null });
    expect(callsTo(url)).toHaveLength(3);
  }, 180_000);
});
