import { describe, expect, it } from 'vitest';
import { ownAnswer, streamAt, streamChange } from './live-store';

describe('a write is merged once, from its answer or from the stream, whichever comes first', () => {
  it('skips the stream copy of an answer already merged', () => {
    streamAt(1, 10);
    expect(ownAnswer(1, 11)).toBe(true);
    expect(streamChange(1, 11)).toBe(false);
    // Another writer's next change is merged.
    expect(streamChange(1, 12)).toBe(true);
  });

  it('skips an answer the stream brought first (and any answer older than what the stream merged)', () => {
    streamAt(2, 20);
    expect(streamChange(2, 21)).toBe(true);
    expect(streamChange(2, 22)).toBe(true);
    expect(ownAnswer(2, 21)).toBe(false);
    expect(ownAnswer(2, 23)).toBe(true);
  });

  it('merges an answer without a number (no stream behind it)', () => {
    expect(ownAnswer(3, undefined)).toBe(true);
  });
});
