import { MAX_COORDINATE } from '../limits/coordinates';
import { PRESENCE_MAX_COORDINATE, PRESENCE_MAX_SELECTION, presenceUpdateSchema } from './presenceApi';

const issue = (body: unknown) => {
  const result = presenceUpdateSchema.safeParse(body);
  return result.success
    ? null
    : `${result.error.issues[0].path.join('.')}: ${result.error.issues[0].message}`;
};

describe('presence update body', () => {
  const ok = { session: 'abcdEFGH_-12', selection: ['n1'], pointer: { x: 1.5, y: -2 } };

  it('takes a selection, a pointer or none, and the presenting flag', () => {
    expect(issue(ok)).toBeNull();
    expect(issue({ ...ok, pointer: null, presenting: true })).toBeNull();
    expect(issue({ ...ok, selection: Array(PRESENCE_MAX_SELECTION).fill('n') })).toBeNull();
  });

  it("takes a pointer anywhere in the editor's range: over the far end of 100k flash cards in a row", () => {
    expect(PRESENCE_MAX_COORDINATE).toBe(MAX_COORDINATE);
    expect(issue({ ...ok, pointer: { x: 44_000_000, y: 0 } })).toBeNull();
    expect(issue({ ...ok, pointer: { x: -MAX_COORDINATE, y: MAX_COORDINATE } })).toBeNull();
  });

  it('names what is wrong', () => {
    expect(issue({ ...ok, session: 'a b' })).toBe('session: Invalid presence session');
    expect(issue({ ...ok, selection: Array(PRESENCE_MAX_SELECTION + 1).fill('n') })).toBe(
      'selection: At most 50 selected ids',
    );
    expect(issue({ ...ok, selection: [''] })).toMatch(/^selection\.0: /);
    expect(issue({ ...ok, pointer: { x: Infinity, y: 0 } })).toMatch(/^pointer\.x: /);
    expect(issue({ ...ok, pointer: { x: MAX_COORDINATE * 1.5, y: 0 } })).toMatch(/^pointer\.x: /);
    expect(issue({ ...ok, pointer: { x: 0 } })).toMatch(/^pointer\.y: /);
    expect(issue({ ...ok, pointer: undefined })).toMatch(/^pointer: /);
    expect(issue({ ...ok, document: {} })).toMatch(/Unrecognized key/);
  });
});
