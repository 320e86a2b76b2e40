import { OnboardingStore, type OnboardingStep } from './OnboardingStore';

function steps(ids: OnboardingStep['id'][], shown: string[]): OnboardingStep[] {
  return ids.map((id) => ({ id, target: `[data-onboarding="${id}"]`, prepare: () => shown.push(id) }));
}

describe('OnboardingStore', () => {
  it('walks the steps with Back and Next, prepares each as it shows, and finishes on the last Next', () => {
    const store = new OnboardingStore();
    const shown: string[] = [];
    const ended: string[] = [];
    expect(store.start(steps(['create-node', 'node-content', 'share'], shown), (o) => ended.push(o))).toBe(
      true,
    );
    expect([store.current?.id, store.position, store.total, store.isFirst]).toEqual([
      'create-node',
      1,
      3,
      true,
    ]);
    store.back();
    expect(store.position).toBe(1);
    store.next();
    store.next();
    expect([store.current?.id, store.position, store.isLast]).toEqual(['share', 3, true]);
    store.back();
    expect(store.current?.id).toBe('node-content');
    store.next();
    store.next();
    expect(store.active).toBe(false);
    expect(store.current).toBeNull();
    expect(shown).toEqual(['create-node', 'node-content', 'share', 'node-content', 'share']);
    expect(ended).toEqual(['finished']);
  });

  it('skips at once, tells how it ended only once, and counts its runs', () => {
    const store = new OnboardingStore();
    const ended: string[] = [];
    store.start(steps(['create-node', 'share'], []), (o) => ended.push(o));
    store.skip();
    store.skip();
    store.finish();
    store.next();
    expect(ended).toEqual(['skipped']);
    expect(store.runs).toBe(1);
    store.start(steps(['share'], []), (o) => ended.push(o));
    expect([store.position, store.total, store.isLast]).toEqual([1, 1, true]);
    store.next();
    expect(ended).toEqual(['skipped', 'finished']);
    expect(store.runs).toBe(2);
  });

  it('does not start with no steps or over a running tour', () => {
    const store = new OnboardingStore();
    expect(store.start([], () => {})).toBe(false);
    expect(store.active).toBe(false);
    store.start(steps(['share'], []), () => {});
    expect(store.start(steps(['create-node', 'share'], []), () => {})).toBe(false);
    expect(store.total).toBe(1);
  });
});
