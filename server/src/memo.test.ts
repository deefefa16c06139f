import { describe, expect, it } from 'vitest';
import { boundedBuffers, boundedMemo } from './memo';

describe('boundedMemo', () => {
  it('builds a key once, for everyone who asks, even at the same time', async () => {
    const memo = boundedMemo<number>(10);
    let builds = 0;
    const build = async () => (builds += 1);
    expect(await Promise.all([memo.get('a', build), memo.get('a', build)])).toEqual([1, 1]);
    expect(await memo.get('a', build)).toBe(1);
    expect(builds).toBe(1);
  });

  it('drops the least recently used beyond its size', async () => {
    const memo = boundedMemo<string>(2);
    await memo.get('a', async () => 'a1');
    await memo.get('b', async () => 'b1');
    await memo.get('a', async () => 'a2');
    await memo.get('c', async () => 'c1');
    expect(memo.size).toBe(2);
    expect(await memo.get('a', async () => 'a3')).toBe('a1');
    expect(await memo.get('b', async () => 'b2')).toBe('b2');
  });

  it('keeps no failure, and forgets everything on clear, a build under way included', async () => {
    const memo = boundedMemo<string>(5);
    await expect(memo.get('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await memo.get('a', async () => 'again')).toBe('again');

    let finish!: (value: string) => void;
    const underWay = memo.get('b', () => new Promise((resolve) => (finish = resolve)));
    memo.clear();
    finish('old');
    expect(await underWay).toBe('old');
    expect(await memo.get('b', async () => 'new')).toBe('new');
  });
});

describe('boundedBuffers', () => {
  it('keeps buffers within its byte budget, dropping the least recently used first', () => {
    const buffers = boundedBuffers(10);
    buffers.set('a', Buffer.alloc(4));
    buffers.set('b', Buffer.alloc(4));
    expect(buffers.get('a')?.length).toBe(4);
    buffers.set('c', Buffer.alloc(4));
    expect(buffers.get('b')).toBeUndefined();
    expect(buffers.get('a')?.length).toBe(4);
    expect(buffers.get('c')?.length).toBe(4);
    expect(buffers.bytes).toBe(8);
  });

  it('keeps nothing larger than the whole budget, and counts a replaced buffer once', () => {
    const buffers = boundedBuffers(10);
    buffers.set('big', Buffer.alloc(11));
    expect(buffers.get('big')).toBeUndefined();
    buffers.set('a', Buffer.alloc(4));
    buffers.set('a', Buffer.alloc(6));
    expect(buffers.bytes).toBe(6);
  });
});
