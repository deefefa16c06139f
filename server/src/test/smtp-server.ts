import { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeMessage } from './mail-text';

/** A message as the SMTP server was given it: its envelope and its text, quoted-printable decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message made readable (headers unfolded and decoded, the body's quoted-printable undone), to look for a subject or a link in. */
  decoded: string;
  /** When it arrived (Date.now()). */
  at: number;
}

export interface LocalSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The next message to arrive (or one that has arrived and was not taken yet). */
  next: (timeoutMs?: number) => Promise<ReceivedMail>;
  /**
   * Stalls (true) or stops stalling: while stalled, a client's MAIL FROM is never answered, so a sender stays in the
   * middle of its message (a server that hangs) and nothing is received. `stalled()` counts the clients held so.
   */
  stall: (on: boolean) => void;
  stalled: () => number;
  /** Refuses (true) or takes again every message: while refusing, MAIL FROM is answered 451, a temporary failure. */
  refuse: (on: boolean) => void;
  close: () => Promise<void>;
}

/** A real SMTP server on a free local port (the `smtp-server` package), without TLS or authentication. */
export async function startSmtpServer(): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiting: Array<() => void> = [];
  const stalling = { on: false, held: 0, refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (stalling.refusing) {
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        return;
      }
      if (!stalling.on) {
        callback();
        return;
      }
      // Never answered: the client waits until it gives up or dies.
      stalling.held += 1;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          decoded: decodeMessage(raw),
          at: Date.now(),
        });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const next = async (timeoutMs = 5000): Promise<ReceivedMail> => {
    const deadline = Date.now() + timeoutMs;
    while (received.length <= taken) {
      if (Date.now() > deadline) throw new Error('no mail arrived at the SMTP server');
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    const mail = received[taken];
    taken += 1;
    if (!mail) throw new Error('unreachable');
    return mail;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next,
    stall: (on) => {
      stalling.on = on;
    },
    stalled: () => stalling.held,
    refuse: (on) => {
      stalling.refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
