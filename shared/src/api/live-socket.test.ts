import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFUSED_HANDSHAKE_RETRY, SOCKET_ERRORS } from '../contract';
import { FakeSocket } from '../testing/fake-socket';
import { refusedHandshakeDelay, retryRefusedHandshakes } from './live-socket';

const { firstDelayMs, maxDelayMs, randomizationFactor } = REFUSED_HANDSHAKE_RETRY;

describe('refusedHandshakeDelay', () => {
  it('doubles from the first wait up to the cap', () => {
    const noJitter = () => 0;
    const waits = Array.from({ length: 8 }, (_, refusals) => refusedHandshakeDelay(refusals, noJitter));
    expect(waits).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(refusedHandshakeDelay(1000, noJitter)).toBe(maxDelayMs);
  });

  it('shortens each wait by up to the randomization factor, never past the cap', () => {
    expect(refusedHandshakeDelay(0, () => 0.999_999)).toBe(Math.round(firstDelayMs * (1 - randomizationFactor * 0.999_999)));
    for (let sample = 0; sample < 200; sample += 1) {
      const wait = refusedHandshakeDelay(10);
      expect(wait).toBeGreaterThanOrEqual(maxDelayMs * (1 - randomizationFactor));
      expect(wait).toBeLessThanOrEqual(maxDelayMs);
    }
  });
});

describe('retryRefusedHandshakes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A socket whose retries wait exactly the back-off's delays (no jitter). */
  const retried = () => {
    const socket = new FakeSocket('jwt');
    const stop = retryRefusedHandshakes(socket, () => 0);
    return { socket, stop };
  };

  it('tries a refused handshake again after the back-off, waiting longer after each refusal', () => {
    const { socket } = retried();
    socket.refuse(SOCKET_ERRORS.tooManyForMember);
    vi.advanceTimersByTime(firstDelayMs - 1);
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);

    socket.refuse(SOCKET_ERRORS.tooManyForMember);
    vi.advanceTimersByTime(2 * firstDelayMs - 1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(2);
  });

  it('never waits longer than the cap, and starts over once a connection succeeds', () => {
    const { socket } = retried();
    for (let refusal = 0; refusal < 12; refusal += 1) {
      socket.refuse(SOCKET_ERRORS.sessionCheckFailed);
      vi.advanceTimersByTime(maxDelayMs);
      expect(socket.connect).toHaveBeenCalledTimes(refusal + 1);
    }
    socket.serverConnect();
    socket.drop();
    socket.refuse(SOCKET_ERRORS.tooManyFromAddress);
    vi.advanceTimersByTime(firstDelayMs);
    expect(socket.connect).toHaveBeenCalledTimes(13);
  });

  it('does not retry a handshake refused because the session has ended', () => {
    const { socket } = retried();
    socket.refuse(SOCKET_ERRORS.sessionEnded);
    vi.advanceTimersByTime(10 * maxDelayMs);
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('leaves the failures socket.io retries itself alone', () => {
    const { socket } = retried();
    // A network failure: the socket stays active and socket.io reconnects on its own schedule.
    socket.fire('connect_error', new Error('xhr poll error'));
    vi.advanceTimersByTime(10 * maxDelayMs);
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('stops, a retry already waiting included, once the page lets the socket go', () => {
    const { socket, stop } = retried();
    socket.refuse(SOCKET_ERRORS.tooManyForMember);
    stop();
    socket.disconnect();
    vi.advanceTimersByTime(10 * maxDelayMs);
    expect(socket.connect).not.toHaveBeenCalled();
    expect(socket.listenerCount()).toBe(0);
  });
});
