import { tourDue, type TourConditions } from './tourDue';

const base: TourConditions = {
  requested: false,
  user: { default_view_mode: 'mindmap', onboarding: null },
  runs: 0,
  readOnly: false,
  viewMode: 'mindmap',
  engineReady: true,
  ownSavedMap: true,
  phone: false,
};

describe('tourDue (spec §2.22)', () => {
  it('starts by itself for a new account on its own map, and when the address asks', () => {
    expect(tourDue(base)).toBe(true);
    expect(tourDue({ ...base, user: { default_view_mode: 'mindmap', onboarding: 'finished' } })).toBe(false);
    expect(tourDue({ ...base, user: { default_view_mode: 'mindmap', onboarding: 'skipped' } })).toBe(false);
    expect(tourDue({ ...base, ownSavedMap: false })).toBe(false);
    expect(tourDue({ ...base, user: null })).toBe(false);
    expect(tourDue({ ...base, user: null, requested: true })).toBe(true);
    expect(
      tourDue({ ...base, user: { default_view_mode: 'text', onboarding: 'finished' }, requested: true }),
    ).toBe(true);
  });

  it('never on a phone, even when asked', () => {
    expect(tourDue({ ...base, phone: true })).toBe(false);
    expect(tourDue({ ...base, phone: true, requested: true })).toBe(false);
  });

  it('waits for the view-mode answer, the engine and the mind-map view; once per visit; not for readers', () => {
    expect(tourDue({ ...base, user: { default_view_mode: null, onboarding: null } })).toBe(false);
    expect(tourDue({ ...base, engineReady: false })).toBe(false);
    expect(tourDue({ ...base, viewMode: 'text' })).toBe(false);
    expect(tourDue({ ...base, runs: 1, requested: true })).toBe(false);
    expect(tourDue({ ...base, readOnly: true, requested: true })).toBe(false);
  });
});
