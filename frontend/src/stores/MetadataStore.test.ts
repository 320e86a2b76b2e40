import { ApiError } from '../api/ApiError';
import { MetadataStore, type MetadataFailure } from './MetadataStore';

function setup(enabled = true) {
  const sent: unknown[] = [];
  const failures: MetadataFailure[] = [];
  let refuse: ApiError | null = null;
  const api = {
    updateMetadata: async (input: unknown) => {
      sent.push(input);
      if (refuse) throw refuse;
      return { success: true };
    },
  };
  const store = new MetadataStore(
    api,
    { id: 'map123456789', owner: 'o@x.io', title: 'Old' },
    {
      enabled,
      onFailure: (f) => failures.push(f),
    },
  );
  return { store, sent, failures, refuse: (e: ApiError) => (refuse = e) };
}

describe('MetadataStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the latest title 1.5 s after the last change', async () => {
    const { store, sent } = setup();
    store.setTitle('N');
    await jest.advanceTimersByTimeAsync(1000);
    store.setTitle('New title');
    store.setDescription('About it');
    await jest.advanceTimersByTimeAsync(1499);
    expect(sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { id: 'map123456789', owner: 'o@x.io', treeTitle: 'New title', description: 'About it' },
    ]);
  });

  it('sends at once on flush, and nothing for readers', async () => {
    const { store, sent } = setup();
    store.setTitle('Now');
    await store.flush();
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
    const reader = setup(false);
    reader.store.setTitle('x');
    await reader.store.flush();
    await jest.advanceTimersByTimeAsync(5000);
    expect(reader.sent).toEqual([]);
  });

  it("reports 'not signed in' on 401 and other errors as they are", async () => {
    const { store, failures, refuse } = setup();
    refuse(new ApiError(401, 'NOT_AUTHENTICATED', 'Sign in first'));
    store.setTitle('a');
    await store.flush();
    const forbidden = new ApiError(403, 'FORBIDDEN', 'Read-only access');
    refuse(forbidden);
    store.setTitle('b');
    await store.flush();
    expect(failures).toEqual([{ kind: 'notSignedIn' }, { kind: 'error', error: forbidden }]);
  });
});
