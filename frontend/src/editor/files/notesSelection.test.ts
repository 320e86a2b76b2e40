import { dropIndex, moveItem } from './notesSelection';

describe('notes export ordering', () => {
  it('moves an item to a new place', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
  });
  it('drops by whole 40 px rows, within the list', () => {
    expect(dropIndex(0, 19, 4)).toBe(0);
    expect(dropIndex(0, 21, 4)).toBe(1);
    expect(dropIndex(1, 85, 4)).toBe(3);
    expect(dropIndex(2, -500, 4)).toBe(0);
    expect(dropIndex(2, 500, 4)).toBe(3);
  });
});
