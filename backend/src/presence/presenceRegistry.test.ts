import type { PresenceEntry } from '@mapa/model';
import { PresenceRegistry } from './presenceRegistry';

const entry = (session: string, patch: Partial<PresenceEntry> = {}): PresenceEntry => ({
  session,
  user: 'u1',
  name: 'Ana',
  role: 'editor',
  selection: [],
  pointer: null,
  ...patch,
});

describe('PresenceRegistry', () => {
  it('tells new, changed and unchanged entries apart', () => {
    const registry = new PresenceRegistry();
    expect(registry.set('m', entry('s1aaaaaa'), true, 0)).toBe('new');
    expect(registry.set('m', entry('s1aaaaaa'), true, 1)).toBe('same');
    expect(registry.set('m', entry('s1aaaaaa', { selection: ['n'] }), true, 2)).toBe('changed');
    expect(registry.set('m', entry('s1aaaaaa', { selection: ['n'], pointer: { x: 1, y: 2 } }), true, 3)).toBe(
      'changed',
    );
    expect(registry.set('m', entry('s1aaaaaa', { selection: ['n'], pointer: { x: 1, y: 2 } }), true, 4)).toBe(
      'same',
    );
    expect(registry.entries('m')).toHaveLength(1);
  });

  it("forgets other processes' entries not heard of in time, never this process's own", () => {
    const registry = new PresenceRegistry();
    registry.set('m', entry('local111'), true, 0);
    registry.set('m', entry('remote11'), false, 0);
    registry.set('m', entry('remote22'), false, 30);
    expect(registry.expire(40, 45)).toEqual([]);
    expect(registry.expire(50, 45)).toEqual([{ mapId: 'm', session: 'remote11' }]);
    // Heard of again: kept.
    registry.set('m', entry('remote22'), false, 60);
    expect(registry.expire(100, 45)).toEqual([]);
    expect(registry.expire(1_000, 45)).toEqual([{ mapId: 'm', session: 'remote22' }]);
    expect(registry.entries('m').map((e) => e.session)).toEqual(['local111']);
    expect([...registry.allLocal()]).toEqual([['m', entry('local111')]]);
  });

  it('keeps maps apart and drops a map with nobody left', () => {
    const registry = new PresenceRegistry();
    registry.set('m1', entry('aaaaaaaa'), true, 0);
    registry.set('m2', entry('bbbbbbbb'), false, 0);
    expect(registry.localEntries('m1')).toHaveLength(1);
    expect(registry.localEntries('m2')).toHaveLength(0);
    expect(registry.leave('m1', 'aaaaaaaa', 0)).toBe(true);
    expect(registry.leave('m1', 'aaaaaaaa', 0)).toBe(false);
    expect(registry.entries('m1')).toEqual([]);
    expect(registry.get('m2', 'bbbbbbbb')?.local).toBe(false);
  });

  it('remembers who left until the expiry age, so late news of them can be refused', () => {
    const registry = new PresenceRegistry();
    registry.set('m', entry('remote11'), false, 0);
    expect(registry.hasLeft('remote11')).toBe(false);
    registry.leave('m', 'remote11', 10);
    expect(registry.hasLeft('remote11')).toBe(true);
    registry.expire(50, 45);
    expect(registry.hasLeft('remote11')).toBe(true);
    registry.expire(56, 45);
    expect(registry.hasLeft('remote11')).toBe(false);
  });
});
