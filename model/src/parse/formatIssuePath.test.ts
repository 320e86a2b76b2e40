import { formatIssuePath } from './formatIssuePath';

describe('formatIssuePath', () => {
  it('writes paths the way JSON is read', () => {
    expect(formatIssuePath([])).toBe('$');
    expect(formatIssuePath(['nodes', 2, 'data', 'id'])).toBe('nodes[2].data.id');
    expect(formatIssuePath([0])).toBe('[0]');
    expect(formatIssuePath(['settings', 'odd key', 'x'])).toBe('settings["odd key"].x');
  });
});
