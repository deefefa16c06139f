import { REFUSED_HANDSHAKE_RETRY, SOCKET_ERRORS } from '../contract/realtime';

/** The part of a socket.io client socket the retry uses (socket.io-client's `Socket`, or a test's double). */
export interface RefusableSocket {
  /** socket.io's "will (re)connect by itself": false after a refused handshake, and after the page disconnects it. */
  readonly active: boolean;
  connect(): unknown;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  off(event: 'connect', listener: () => void): unknown;
  off(event: 'connect_error', listener: (error: Error) => void): unknown;
}

/** The wait before trying again after `refusals` refusals in a row (0 for the first): REFUSED_HANDSHAKE_RETRY. */
export function refusedHandshakeDelay(refusals: number, random: () => number = Math.random): number {
  const { firstDelayMs, maxDelayMs, randomizationFactor } = REFUSED_HANDSHAKE_RETRY;
  const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** refusals);
  return Math.round(delay * (1 - randomizationFactor * random()));
}

/**
 * Has a page's live connection try again, with back-off, after the server refused its handshake (README "Live
 * connections"): socket.io gives up on those for good, and the page would stay without live updates until reloaded,
 * though the refusal passes (a cap freed as tabs close or a dead instance's places lapse, an instance restarting).
 * A refusal because the session has ended is not retried: the page forgets the session instead. Every other failure
 * socket.io retries itself. Returns the function that stops it; call it before the page disconnects the socket.
 */
export function retryRefusedHandshakes(socket: RefusableSocket, random: () => number = Math.random): () => void {
  let refusals = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onConnect = () => {
    refusals = 0;
  };
  const onConnectError = (error: Error) => {
    if (socket.active || error.message === SOCKET_ERRORS.sessionEnded) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      socket.connect();
    }, refusedHandshakeDelay(refusals, random));
    refusals += 1;
  };
  socket.on('connect', onConnect);
  socket.on('connect_error', onConnectError);
  return () => {
    clearTimeout(timer);
    socket.off('connect', onConnect);
    socket.off('connect_error', onConnectError);
  };
}
