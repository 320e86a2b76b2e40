import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words, or of an e-mail', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('ada king lovelace')).toBe('AL');
    expect(initials('Grace')).toBe('G');
    expect(initials('grace@example.com')).toBe('G');
    expect(initials('  ')).toBe('?');
  });
});
