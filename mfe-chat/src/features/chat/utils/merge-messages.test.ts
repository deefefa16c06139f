import type { ChatMessage } from '@campus/shared/contract';
import { describe, expect, it } from 'vitest';
import { compareMessageIds, mergeMessages } from './merge-messages';

const message = (_id: string, content = `message ${_id}`): ChatMessage => ({
  _id,
  content,
  timestamp: '2030-05-01T10:00:00.000Z',
  senderName: 'Meera Nair',
  isBuyer: false,
});
const ids = (messages: readonly ChatMessage[]) => messages.map((each) => each._id);

describe('compareMessageIds', () => {
  it('orders ids as the integers they are, not as text', () => {
    expect(compareMessageIds('9', '10')).toBeLessThan(0);
    expect(compareMessageIds('100', '99')).toBeGreaterThan(0);
    expect(compareMessageIds('123456789012345678', '123456789012345679')).toBeLessThan(0);
    expect(compareMessageIds('42', '42')).toBe(0);
  });
});

describe('mergeMessages', () => {
  it('appends newer messages and prepends older ones, oldest first', () => {
    const current = [message('10'), message('11')];
    expect(ids(mergeMessages(current, [message('12')]))).toEqual(['10', '11', '12']);
    expect(ids(mergeMessages(current, [message('8'), message('9')]))).toEqual(['8', '9', '10', '11']);
  });

  it('keeps each message once, the incoming copy replacing the one already there', () => {
    const merged = mergeMessages([message('9'), message('10')], [message('10', 'edited'), message('11'), message('11')]);
    expect(ids(merged)).toEqual(['9', '10', '11']);
    expect(merged[1]?.content).toBe('edited');
  });

  it('orders interleaved and unordered input by id', () => {
    expect(ids(mergeMessages([message('2'), message('100')], [message('99'), message('1'), message('10')]))).toEqual([
      '1',
      '2',
      '10',
      '99',
      '100',
    ]);
  });

  it('returns the same list when nothing arrives, so React sees no change', () => {
    const current = [message('1')];
    expect(mergeMessages(current, [])).toBe(current);
  });
});
