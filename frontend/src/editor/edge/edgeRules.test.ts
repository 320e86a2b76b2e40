import { clampEdgeTextSize, clampEdgeWidth, nextDirection } from './edgeRules';

describe('edge rules', () => {
  it('cycles the direction one-way → two-way → none → one-way', () => {
    expect(nextDirection('one-way')).toBe('two-way');
    expect(nextDirection('two-way')).toBe('none');
    expect(nextDirection('none')).toBe('one-way');
  });

  it('keeps widths to integers 1–10 and text sizes to 10–80', () => {
    expect([0, 1, 4.6, 10, 99].map(clampEdgeWidth)).toEqual([1, 1, 5, 10, 10]);
    expect([2, 10, 33.2, 80, 500].map(clampEdgeTextSize)).toEqual([10, 10, 33, 80, 80]);
  });
});
