import { ApiError } from '../../api';
import type { MapMembers, MapMetadata } from '../../api';
import { SharingStore } from './SharingStore';

function fakeServer(initial: { isPublic: boolean; members: MapMembers; template?: boolean }) {
  const stored = { template: false, ...initial };
  const calls: unknown[] = [];
  let failNext: ApiError | null = null;
  return {
    stored,
    calls,
    failWith: (error: ApiError) => (failNext = error),
    api: {
      get: async (id: string) =>
        ({ id, isPublic: stored.isPublic, template: stored.template }) as MapMetadata,
      setTemplate: async (id: string, template: boolean) => {
        calls.push({ id, template });
        if (failNext) {
          const error = failNext;
          failNext = null;
          throw error;
        }
        stored.template = template;
        return { success: true };
      },
      members: async () => ({ ...stored.members }),
      updateSharing: async (input: { id: string; members?: MapMembers; isPublic?: boolean }) => {
        calls.push(input);
        if (failNext) {
          const error = failNext;
          failNext = null;
          throw error;
        }
        if (input.members) stored.members = input.members;
        if (input.isPublic !== undefined) stored.isPublic = input.isPublic;
        return { success: true };
      },
    },
  };
}

describe('SharingStore', () => {
  it('loads the public flag and members, and saves each change at once', async () => {
    const server = fakeServer({ isPublic: false, members: { 'a@x.io': 'reader' } });
    const store = new SharingStore(server.api, 'map123456789', () => undefined);
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.members).toEqual({ 'a@x.io': 'reader' });
    await store.setPublic(true);
    await store.setMembers({ 'a@x.io': 'editor' });
    expect(server.calls).toEqual([
      { id: 'map123456789', isPublic: true },
      { id: 'map123456789', members: { 'a@x.io': 'editor' } },
    ]);
    expect(server.stored).toEqual({ isPublic: true, members: { 'a@x.io': 'editor' }, template: false });
  });

  it('puts the previous state back and reports the error when a save is refused', async () => {
    const server = fakeServer({ isPublic: false, members: {} });
    const errors: string[] = [];
    const store = new SharingStore(server.api, 'map123456789', (e) => errors.push((e as ApiError).code));
    await store.load();
    server.failWith(new ApiError(403, 'FORBIDDEN', 'Only the owner may do this'));
    await store.setMembers({ 'b@x.io': 'reader' });
    expect(store.members).toEqual({});
    server.failWith(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    await store.setPublic(true);
    expect(store.isPublic).toBe(false);
    expect(errors).toEqual(['FORBIDDEN', 'NETWORK_ERROR']);
    expect(store.saving).toBe(false);
  });

  it('loads and saves the template flag at once, putting it back when refused', async () => {
    const server = fakeServer({ isPublic: false, members: {}, template: true });
    const errors: string[] = [];
    const store = new SharingStore(server.api, 'map123456789', (e) => errors.push((e as ApiError).code));
    await store.load();
    expect(store.template).toBe(true);
    await store.setTemplate(false);
    expect(server.stored.template).toBe(false);
    expect(server.calls.at(-1)).toEqual({ id: 'map123456789', template: false });
    server.failWith(new ApiError(403, 'FORBIDDEN', 'Only the owner may do this'));
    await store.setTemplate(true);
    expect(store.template).toBe(false);
    expect(errors).toEqual(['FORBIDDEN']);
  });
});
