import postgres from 'postgres';

/** How long `waitingFor` waits for the queries to queue up, and how often it looks. */
const QUEUE_WITHIN_MS = 4_000;
const LOOK_EVERY_MS = 20;

export interface TableGate {
  /** Resolves once `n` queries of the database are waiting for a lock (this gate's or one they queue behind). */
  waitingFor(n: number): Promise<void>;
  /** Lets every waiting query go at once, and closes the gate's connections. */
  open(): Promise<void>;
}

/**
 * Holds `table` locked (ACCESS EXCLUSIVE, from a connection of its own) on the PostgreSQL database at `databaseUrl`,
 * so that every query reading it waits: requests sent at once are then all stopped at their first read of it and let
 * go together, a race made certain rather than left to timing.
 */
export async function closeTable(databaseUrl: string, table: string): Promise<TableGate> {
  const client = postgres(databaseUrl, { max: 2, onnotice: () => undefined });
  const holder = await client.reserve();
  await holder`begin`;
  await holder.unsafe(`lock table ${table} in access exclusive mode`);
  return {
    // A plain loop rather than vitest's waitFor, so that the benches use the gate too (bench/lib/faults/balancer-once.mjs).
    async waitingFor(n) {
      const deadline = Date.now() + QUEUE_WITHIN_MS;
      for (;;) {
        const [row] = await client<Array<{ n: number }>>`
          select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
        const waiting = row?.n ?? 0;
        if (waiting >= n) return;
        if (Date.now() > deadline) throw new Error(`${waiting} of ${n} queries are waiting`);
        await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
      }
    },
    async open() {
      await holder`commit`;
      holder.release();
      await client.end();
    },
  };
}

/** The URL of the PostgreSQL database an app runs on: TEST_DATABASE_URL's server, the app's database. */
export function databaseUrlOf(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}
