import { stepIndexFromParam, stepParam } from './stepUrl';

describe('the step URL parameter', () => {
  it('counts from 1 and round-trips through stepParam', () => {
    expect(stepIndexFromParam('1', 5)).toBe(0);
    expect(stepIndexFromParam('3', 5)).toBe(2);
    expect(stepIndexFromParam(stepParam(4), 5)).toBe(4);
  });

  it('opens the first step for a missing or unreadable value and the nearest end past either end', () => {
    expect(stepIndexFromParam(null, 5)).toBe(0);
    expect(stepIndexFromParam('two', 5)).toBe(0);
    expect(stepIndexFromParam('-2', 5)).toBe(0);
    expect(stepIndexFromParam('2.5', 5)).toBe(0);
    expect(stepIndexFromParam('0', 5)).toBe(0);
    expect(stepIndexFromParam('99', 5)).toBe(4);
    expect(stepIndexFromParam('3', 0)).toBe(-1);
  });
});
