import { exceedsJsonDepth } from './jsonDepth';

const bytes = (text: string) => Buffer.from(text);

describe('exceedsJsonDepth', () => {
  it('counts nested arrays and objects', () => {
    expect(exceedsJsonDepth(bytes('[[[1]]]'), 3)).toBe(false);
    expect(exceedsJsonDepth(bytes('[[[1]]]'), 2)).toBe(true);
    expect(exceedsJsonDepth(bytes('{"a":{"b":[{}]}}'), 4)).toBe(false);
    expect(exceedsJsonDepth(bytes('{"a":{"b":[{}]}}'), 3)).toBe(true);
    expect(exceedsJsonDepth(bytes('[1],[2],[3]'), 1)).toBe(false); // siblings do not add up
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(bytes('{"a":"[[[[{{{{"}'), 1)).toBe(false);
    expect(exceedsJsonDepth(bytes('["\\"[[[[", "é[["]'), 1)).toBe(false);
    expect(exceedsJsonDepth(bytes('["\\\\", [[1]]]'), 2)).toBe(true); // an escaped backslash ends before the quote
  });

  it('finds the 10,000-level body of issue #10 early', () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    expect(exceedsJsonDepth(bytes(deep), 128)).toBe(true);
  });
});
