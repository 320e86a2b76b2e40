import type { MantineColorScheme } from '@mantine/core';
import { ApiError } from '../api/ApiError';
import type { ProfileChange, User } from '../api/authApi';
import type { ChoiceStorage } from '../i18n/chosenLanguage';
import { SessionStore } from '../stores/SessionStore';
import { COLOR_SCHEME_KEY, ColorSchemeStore, type SchemeMedia } from './ColorSchemeStore';

const ada: User = { email: 'ada@example.com', name: 'Ada', credits: 100, colorScheme: 'system' };

/** A server that keeps the account as PATCH /api/auth/me would. */
function fakeAccount(initial: User) {
  let stored = { ...initial };
  const updateMe = jest.fn(async (change: ProfileChange) => {
    stored = { ...stored, ...change } as User;
    return { ...stored };
  });
  const api = {
    session: jest.fn(async (): Promise<User | null> => ({ ...stored })),
    signIn: jest.fn(async () => ({ ...stored })),
    signUp: jest.fn(async () => ({ ...stored })),
    signOut: jest.fn(async () => undefined),
  };
  return { api, updateMe };
}

function memoryStorage(
  initial: Record<string, string> = {},
): ChoiceStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return { values, getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
}

/** The operating system's `prefers-color-scheme: dark`, switched by the test. */
function systemPreference(dark: boolean): SchemeMedia & { set(dark: boolean): void } {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const media = {
    matches: dark,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
    set(next: boolean) {
      media.matches = next;
      for (const listener of listeners) listener({ matches: next });
    },
  };
  return media as unknown as SchemeMedia & { set(dark: boolean): void };
}

function setup(account: User, kept: Record<string, string> = {}, systemDark = false) {
  const server = fakeAccount(account);
  const session = new SessionStore(server.api);
  const storage = memoryStorage(kept);
  const media = systemPreference(systemDark);
  const store = new ColorSchemeStore(session, { updateMe: server.updateMe }, { storage, media });
  const told: MantineColorScheme[] = [];
  store.subscribe((value) => told.push(value));
  const stop = store.start();
  return { server, session, storage, media, store, told, stop };
}

describe('ColorSchemeStore', () => {
  it("starts from this browser's last scheme, before the account is known", () => {
    const { store } = setup(ada, { [COLOR_SCHEME_KEY]: 'dark' });
    expect(store.scheme).toBe('dark');
    expect(store.get()).toBe('dark');
    expect(store.dark).toBe(true);
  });

  it("follows the system when nothing was kept, and the system's changes while 'system'", () => {
    const { store, media } = setup(ada, {}, true);
    expect(store.get()).toBe('auto');
    expect(store.dark).toBe(true);
    media.set(false);
    expect(store.dark).toBe(false);
    expect(store.newMapTheme).toBeUndefined();
    media.set(true);
    expect(store.newMapTheme).toBe('midnight');
  });

  it("takes the account's scheme once the session is known, tells Mantine and keeps it here", async () => {
    const { session, store, storage, told } = setup(
      { ...ada, colorScheme: 'light' },
      { [COLOR_SCHEME_KEY]: 'dark' },
    );
    await session.load();
    expect(store.scheme).toBe('light');
    expect(told).toEqual(['light']);
    expect(storage.values.get(COLOR_SCHEME_KEY)).toBe('light');
    expect(store.newMapTheme).toBeUndefined();
  });

  it('applies a choice at once and saves it on the account of a signed-in user', async () => {
    const { session, store, server, told, storage } = setup(ada);
    await session.load();
    const saving = store.choose('dark');
    expect(store.dark).toBe(true);
    expect(told).toEqual(['dark']);
    await saving;
    expect(server.updateMe).toHaveBeenCalledWith({ colorScheme: 'dark' });
    expect(session.user?.colorScheme).toBe('dark');
    expect(storage.values.get(COLOR_SCHEME_KEY)).toBe('dark');
    expect(store.newMapTheme).toBe('midnight');
  });

  it('keeps a choice made signed out in this browser only', async () => {
    const { store, server, storage } = setup(ada);
    await store.choose('dark');
    expect(server.updateMe).not.toHaveBeenCalled();
    expect(storage.values.get(COLOR_SCHEME_KEY)).toBe('dark');
  });

  it("saves nothing when the account already has the scheme, and hears Mantine's own changes without echo", async () => {
    const { session, store, server, told } = setup({ ...ada, colorScheme: 'dark' });
    await session.load();
    told.length = 0;
    await store.choose('dark');
    store.set('light');
    expect(store.scheme).toBe('light');
    expect(told).toEqual([]);
    expect(server.updateMe).not.toHaveBeenCalled();
  });

  it('rejects with the ApiError when the server refuses, keeping the scheme shown', async () => {
    const { session, store, server } = setup(ada);
    await session.load();
    server.updateMe.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    await expect(store.choose('light')).rejects.toBeInstanceOf(ApiError);
    expect(store.scheme).toBe('light');
  });

  it('stops following the account and the system once stopped', async () => {
    const { session, store, media, stop } = setup({ ...ada, colorScheme: 'dark' });
    stop();
    await session.load();
    media.set(true);
    expect(store.scheme).toBe('system');
    expect(store.systemDark).toBe(false);
  });
});
