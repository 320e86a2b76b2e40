import { ApiError } from '../api/ApiError';
import type { ProfileChange, User } from '../api/authApi';
import { SessionStore } from '../stores/SessionStore';
import { CHOSEN_LANGUAGE_KEY, type ChoiceStorage } from './chosenLanguage';
import { createI18n } from './createI18n';
import { LanguageStore } from './LanguageStore';

const ada: User = { email: 'ada@example.com', name: 'Ada', credits: 100, language: null };

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
  return { api, updateMe, stored: () => stored };
}

function memoryStorage(): ChoiceStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
}

function setup(account: User, lng: 'en' | 'pt-BR' = 'en') {
  const i18n = createI18n({ lng });
  const server = fakeAccount(account);
  const session = new SessionStore(server.api);
  const storage = memoryStorage();
  const onSaveError = jest.fn();
  const store = new LanguageStore(i18n, session, { updateMe: server.updateMe }, { storage, onSaveError });
  const stop = store.start();
  return { i18n, server, session, storage, store, stop, onSaveError };
}

/** Lets the reaction's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LanguageStore', () => {
  it('applies the language saved on the account once the session is known', async () => {
    const { i18n, session, store, storage } = setup({ ...ada, language: 'pt-BR' });
    expect(store.current).toBe('en');
    await session.load();
    await settle();
    expect(store.current).toBe('pt-BR');
    expect(i18n.t('toolbar.addNode')).toBe('Adicionar nó');
    expect(storage.values.get(CHOSEN_LANGUAGE_KEY)).toBe('pt-BR');
  });

  it('keeps the detected language for an account that has none, and saves nothing', async () => {
    const { session, store, server } = setup(ada, 'pt-BR');
    await session.load();
    await settle();
    expect(store.current).toBe('pt-BR');
    expect(server.updateMe).not.toHaveBeenCalled();
  });

  it('switches at once and saves the choice on the account when signed in', async () => {
    const { i18n, session, store, server } = setup(ada);
    await session.load();
    const changed = jest.fn();
    i18n.on('languageChanged', changed);
    await store.choose('pt-BR');
    expect(changed).toHaveBeenCalledWith('pt-BR');
    expect(server.updateMe).toHaveBeenCalledWith({ language: 'pt-BR' });
    expect(server.stored().language).toBe('pt-BR');
    expect(session.user?.language).toBe('pt-BR');
  });

  it('does not save again a language the account already has', async () => {
    const { session, store, server } = setup({ ...ada, language: 'pt-BR' });
    await session.load();
    await settle();
    await store.choose('pt-BR');
    expect(server.updateMe).not.toHaveBeenCalled();
  });

  it('remembers a choice made while signed out, and saves it on the account that signs in', async () => {
    const { session, store, server, storage } = setup({ ...ada, language: 'en' });
    await session.load();
    await session.signOut(); // the sign-in page...
    await store.choose('pt-BR');
    expect(server.updateMe).not.toHaveBeenCalled();
    expect(storage.values.get(CHOSEN_LANGUAGE_KEY)).toBe('pt-BR');
    await session.signIn({ email: ada.email, password: 'x' });
    await settle();
    // ...whose choice wins over the language saved earlier.
    expect(server.updateMe).toHaveBeenCalledWith({ language: 'pt-BR' });
    expect(store.current).toBe('pt-BR');
    expect(session.user?.language).toBe('pt-BR');
  });

  it('keeps the new language when the account refuses it, and says so', async () => {
    const { session, store, server } = setup(ada);
    await session.load();
    server.updateMe.mockRejectedValueOnce(new ApiError(400, 'VALIDATION_FAILED', 'no'));
    await expect(store.choose('pt-BR')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(store.current).toBe('pt-BR');
  });

  it('reports a failed save of a choice made before signing in', async () => {
    const { session, store, server, onSaveError } = setup(ada);
    await store.choose('pt-BR');
    server.updateMe.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    await session.signIn({ email: ada.email, password: 'x' });
    await settle();
    expect(onSaveError).toHaveBeenCalledWith(expect.objectContaining({ code: 'NETWORK_ERROR' }));
  });

  it('stops following the account when stopped', async () => {
    const { session, store, stop } = setup({ ...ada, language: 'pt-BR' });
    stop();
    await session.load();
    await settle();
    expect(store.current).toBe('en');
  });
});
