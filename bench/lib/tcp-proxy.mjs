// A TCP proxy between the server and PostgreSQL that the fault bench can cut, to play a database outage:
// - `drop`: every open connection is reset and new ones are refused (the database host is down);
// - `blackhole`: connections stay open but nothing passes, and new ones are accepted but never reach the
//   database (a network partition: packets vanish). On restore the held bytes go through, as TCP
//   retransmissions deliver them after a short partition.
import net from 'node:net';

/**
 * @typedef {{ client: net.Socket, upstream: net.Socket | null, held: boolean }} Pair
 * @typedef {{ targetHost: string, targetPort: number }} Target
 */

/** Joins a client to the database. @param {Pair} pair  @param {Target} target */
function connectUpstream(pair, { targetHost, targetPort }) {
  const upstream = net.connect(targetPort, targetHost);
  pair.upstream = upstream;
  pair.client.pipe(upstream);
  upstream.pipe(pair.client);
  upstream.on('error', () => pair.client.destroy());
  upstream.on('close', () => pair.client.destroy());
}

/** Resets every open connection; answers how many. @param {Set<Pair>} pairs */
function resetAll(pairs) {
  let count = 0;
  for (const pair of pairs) {
    count += 1;
    pair.client.resetAndDestroy();
    pair.upstream?.resetAndDestroy();
  }
  return count;
}

/** Lets nothing through any open connection. @param {Set<Pair>} pairs */
function holdAll(pairs) {
  for (const pair of pairs) {
    pair.held = true;
    pair.client.pause();
    pair.upstream?.pause();
  }
}

/** Lets the held connections go on, joining to the database those that never reached it. @param {Set<Pair>} pairs  @param {Target} target */
function releaseAll(pairs, target) {
  for (const pair of pairs) {
    if (!pair.held) continue;
    pair.held = false;
    if (pair.upstream) {
      pair.upstream.resume();
      pair.client.resume();
    } else {
      connectUpstream(pair, target);
      pair.client.resume();
    }
  }
}

/**
 * @param {Target} target
 * @returns {Promise<{ port: number, cut: (mode: 'drop' | 'blackhole') => Promise<void>, restore: () => Promise<void>,
 *   close: () => Promise<void>, stats: () => { opened: number, reset: number } }>}
 */
export async function startTcpProxy(target) {
  /** @type {Set<Pair>} */
  const pairs = new Set();
  /** @type {'open' | 'drop' | 'blackhole'} */
  let state = 'open';
  let opened = 0;
  let reset = 0;

  /** @param {net.Socket} client */
  const onConnection = (client) => {
    opened += 1;
    /** @type {Pair} */
    const pair = { client, upstream: null, held: false };
    pairs.add(pair);
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (state === 'blackhole') {
      // Accepted, but the database never hears of it until restore.
      pair.held = true;
      client.pause();
    } else {
      connectUpstream(pair, target);
    }
  };

  let server = net.createServer(onConnection);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const listen = () =>
    new Promise((resolve, reject) => {
      server = net.createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(undefined));
    });
  const closeListener = () => new Promise((resolve) => server.close(() => resolve(undefined)));

  return {
    port,
    stats: () => ({ opened, reset }),
    async cut(mode) {
      state = mode;
      if (mode === 'drop') {
        // The listener closes once the connections it still has are gone: reset them meanwhile.
        const closed = closeListener();
        reset += resetAll(pairs);
        await closed;
      } else {
        holdAll(pairs);
      }
    },
    async restore() {
      const was = state;
      state = 'open';
      if (was === 'drop') await listen();
      releaseAll(pairs, target);
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      if (state !== 'drop') await closeListener();
    },
  };
}
