import type { ChatMessage } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { holdsBetween, leavesGap, mergeMessages } from './merge-messages';

/** A message with this id and place (the place is the id unless given). */
const message = (_id: string, seq = Number(_id), content = `message ${_id}`): ChatMessage => ({
  _id,
  seq,
  content,
  timestamp: '2030-05-01T10:00:00.000Z',
  senderName: 'Meera Nair',
  isBuyer: false,
});
const ids = (messages: readonly ChatMessage[]) => messages.map((each) => each._id);

describe('mergeMessages', () => {
  it('appends newer messages and prepends older ones, in chat order', () => {
    const current = [message('10'), message('11')];
    expect(ids(mergeMessages(current, [message('12')]))).toEqual(['10', '11', '12']);
    expect(ids(mergeMessages(current, [message('8'), message('9')]))).toEqual(['8', '9', '10', '11']);
  });

  it('keeps each message once, the incoming copy replacing the one already there', () => {
    const merged = mergeMessages([message('9'), message('10')], [message('10', 10, 'edited'), message('11'), message('11')]);
    expect(ids(merged)).toEqual(['9', '10', '11']);
    expect(merged[1]?.content).toBe('edited');
  });

  it('orders by place, not id: a message that committed later has the greater place whatever its id', () => {
    // Ids 7 and 8 were taken in that order, but 8 committed first (place 3) and 7 after it (place 4).
    const held = [message('5', 1), message('6', 2), message('8', 3)];
    expect(ids(mergeMessages(held, [message('7', 4)]))).toEqual(['5', '6', '8', '7']);
    expect(ids(mergeMessages([message('7', 4)], held))).toEqual(['5', '6', '8', '7']);
  });

  it('ends with the same list whatever order the pieces arrive in, nothing twice', () => {
    const stored = Array.from({ length: 30 }, (_, place) => message(String(100 - place), place + 1));
    const pieces = [stored.slice(10, 20), [stored[4] as ChatMessage], stored.slice(0, 12), stored.slice(25), stored.slice(3, 27)];
    for (const order of [
      [0, 1, 2, 3, 4],
      [4, 3, 2, 1, 0],
      [2, 0, 4, 1, 3],
    ]) {
      const merged = order.reduce<readonly ChatMessage[]>((list, index) => mergeMessages(list, pieces[index] ?? []), []);
      expect(ids(merged)).toEqual(ids(stored));
    }
  });

  it('returns the same list when nothing arrives, so React sees no change', () => {
    const current = [message('1')];
    expect(mergeMessages(current, [])).toBe(current);
  });
});

describe('gaps', () => {
  it('sees a live message that skips places as leaving a gap, the next place as not', () => {
    expect(leavesGap(message('4', 4), message('5', 5))).toBe(false);
    expect(leavesGap(message('4', 4), message('3', 6))).toBe(true);
    expect(leavesGap(message('4', 4), message('2', 2))).toBe(false);
    expect(leavesGap(undefined, message('9', 9))).toBe(false);
  });

  it('tells whether every place between two is held', () => {
    const held = [message('1', 1), message('2', 2), message('4', 4)];
    expect(holdsBetween(held, 1, 4)).toBe(false);
    expect(holdsBetween([...held, message('3', 3)], 1, 4)).toBe(true);
    expect(holdsBetween(held, 2, 3)).toBe(true);
  });
});
