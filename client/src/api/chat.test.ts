import { describe, expect, it } from 'vitest';
import { mergeChat } from './chat.ts';
import { chatFixture } from '../../test/content-server.ts';

const ids = (list: { id: string }[]) => list.map((m) => m.id);

describe('mergeChat', () => {
  const [m1, m2, m3, m4] = [1, 2, 3, 4].map((n) => chatFixture(n));

  it('adds newer messages after and an older page before, oldest first', () => {
    expect(ids(mergeChat([m2!], [m3!, m4!]))).toEqual(['c002', 'c003', 'c004']);
    expect(ids(mergeChat([m3!, m4!], [m1!, m2!], 'before'))).toEqual(['c001', 'c002', 'c003', 'c004']);
  });

  it('never repeats a message a poll and a send both brought, and takes its newer state', () => {
    const unread = chatFixture(2, { fromStaff: true, read: false });
    const merged = mergeChat([m1!, unread], [chatFixture(2, { fromStaff: true, read: true }), m3!]);
    expect(ids(merged)).toEqual(['c001', 'c002', 'c003']);
    expect(merged[1]?.read).toBe(true);
  });
});
