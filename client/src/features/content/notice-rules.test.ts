import { describe, expect, it } from 'vitest';
import { noticeDetailPath } from './notice-rules.ts';

describe('noticeDetailPath', () => {
  it('leads a money notification to its request, with the request kind', () => {
    expect(noticeDetailPath({ kind: 2, refId: 'R7' })).toBe('/chongzhitixianResult?type=recharge&id=R7');
    expect(noticeDetailPath({ kind: 3, refId: 'W1' })).toBe('/chongzhitixianResult?type=withdrawal&id=W1');
    expect(noticeDetailPath({ kind: 4, refId: 'W2' })).toBe('/chongzhitixianResult?type=withdrawal&id=W2');
  });

  it('needs the record for a request or a position, not for a screen of its own', () => {
    expect(noticeDetailPath({ kind: 2, refId: null })).toBeUndefined();
    expect(noticeDetailPath({ kind: 7, refId: null })).toBeUndefined();
    expect(noticeDetailPath({ kind: 6, refId: null })).toBe('/renzhengResult');
    expect(noticeDetailPath({ kind: 5, refId: null })).toBe('/renzhengResult');
  });

  it('leads a closed position to its settlement, a second contract to its tab', () => {
    expect(noticeDetailPath({ kind: 7, refId: 'P1' })).toBe('/jiesuanInfo?id=P1');
    expect(noticeDetailPath({ kind: 21, refId: 'P2' })).toBe('/jiesuanInfo?id=P2');
    expect(noticeDetailPath({ kind: 22, refId: 'P3' })).toBe('/jiesuanInfo?id=P3');
    expect(noticeDetailPath({ kind: 8, refId: 'S1' })).toBe('/heyue?tab=second');
  });

  it('leads a loan approval and a reward to their screens; a platform notice nowhere', () => {
    expect(noticeDetailPath({ kind: 9, refId: 'L1' })).toBe('/jiedaiOrder');
    expect(noticeDetailPath({ kind: 10, refId: null })).toBe('/fuliCenter');
    expect(noticeDetailPath({ kind: 1, refId: null })).toBeUndefined();
    expect(noticeDetailPath({ kind: 23, refId: 'X' })).toBeUndefined();
  });
});
