import net from 'node:net';

/** The code of the error a connection is destroyed with when it has fallen silent. */
export const SILENT_CONNECTION = 'CONNECTION_SILENT';

/**
 * Splits one direction of a PostgreSQL protocol stream into messages (type byte, int32 length including
 * itself, body) and reports each type. Only the 4- or 5-byte headers are buffered; bodies are skipped, so a
 * large result costs nothing. The client's first message (startup or cancel request) has no type byte: 0.
 */
function messageTypes(onMessage: (type: number) => void, firstUntyped: boolean) {
  let untyped = firstUntyped;
  let header: number[] = [];
  let skip = 0;
  return (chunk: Buffer) => {
    let i = 0;
    while (i < chunk.length) {
      if (skip > 0) {
        const n = Math.min(skip, chunk.length - i);
        skip -= n;
        i += n;
        continue;
      }
      const size = untyped ? 4 : 5;
      while (header.length < size && i < chunk.length) header.push(chunk[i++] ?? 0);
      if (header.length < size) return;
      const bytes = Buffer.from(header);
      const type = untyped ? 0 : (header[0] ?? 0);
      skip = bytes.readInt32BE(untyped ? 0 : 1) - 4;
      header = [];
      untyped = false;
      onMessage(type);
    }
  };
}

const QUERY = 0x51; // 'Q': a simple query, answered up to a ReadyForQuery
const SYNC = 0x53; // 'S': the end of an extended-protocol batch, answered by a ReadyForQuery
const READY_FOR_QUERY = 0x5a; // 'Z'

/**
 * Destroys a connection that owes the server's answer and has received nothing for `silenceMs`. A database
 * behind a cut network (or a frozen server) keeps the TCP connection open and silent: without this a query
 * on it would wait for TCP keep-alive, minutes. The server's own statement_timeout answers any legitimate
 * query before `silenceMs`, and an idle connection (a LISTEN one included) owes nothing, so neither is hit.
 * Owed answers are counted exactly: one ReadyForQuery per startup, simple query and Sync the client sent.
 */
export function watchSilence(socket: net.Socket, silenceMs: number): net.Socket {
  let owed = 0;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const error = Object.assign(new Error(`the database sent nothing for ${silenceMs} ms`), { code: SILENT_CONNECTION });
      socket.destroy(error);
    }, silenceMs);
  };
  const sent = messageTypes((type) => {
    if (type === 0 || type === QUERY || type === SYNC) {
      owed += 1;
      if (owed === 1) arm();
    }
  }, true);
  const received = messageTypes((type) => {
    if (type === READY_FOR_QUERY && owed > 0) owed -= 1;
  }, false);

  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  // postgres.js writes only Buffers (its message builder), never strings.
  socket.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (Buffer.isBuffer(chunk)) sent(chunk);
    return write(chunk, ...rest);
  }) as typeof socket.write;
  socket.on('data', (chunk: Buffer) => {
    received(chunk);
    if (owed > 0) arm();
    else clearTimeout(timer);
  });
  socket.once('close', () => clearTimeout(timer));
  return socket;
}

/** What postgres.js hands its `socket` option: the parsed hosts and ports, or a unix socket path. */
interface SocketTarget {
  host: string[];
  port: number[];
  path?: string | false;
}

/**
 * postgres.js's `socket` option: plain TCP (or unix socket) connections under `watchSilence`, created
 * unconnected so postgres.js's own connect_timeout covers connecting too (its writes wait for the connection).
 * Several hosts are tried in turn, as postgres.js does.
 */
export function silenceWatchingSockets(silenceMs: number) {
  let next = 0;
  return ({ host, port, path }: SocketTarget): net.Socket => {
    if (path) return watchSilence(net.connect(path), silenceMs);
    const index = next++ % Math.max(1, host.length);
    return watchSilence(net.connect(port[index] ?? port[0] ?? 5432, host[index] ?? 'localhost'), silenceMs);
  };
}
