import type { NotificationData } from '@mantine/notifications';
import { createI18n } from '../i18n/createI18n';
import { setup } from '../testing/saveServer';
import { watchKeptUnreadable } from './useKeptUnreadableNotice';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A map whose kept changes cannot be read, watched in `lng`; what the person was shown. */
async function unreadable(lng: 'en' | 'pt-BR') {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { save, stop } = setup({
    storage: { load: () => Promise.reject(new Error('corrupt')), save: () => Promise.resolve() },
  });
  const shown: NotificationData[] = [];
  const unwatch = watchKeptUnreadable(save, createI18n({ lng }).t, (notice) => shown.push(notice));
  expect(shown).toEqual([]);
  await jest.advanceTimersByTimeAsync(50);
  unwatch();
  stop();
  warn.mockRestore();
  return shown;
}

describe('the notice of kept changes that cannot be read', () => {
  it('tells the person once, and stays until closed', async () => {
    const shown = await unreadable('en');
    expect(shown).toEqual([
      expect.objectContaining({
        title: 'Unsaved changes from an earlier visit could not be read',
        message: expect.stringContaining('saved to the server'),
        autoClose: false,
      }),
    ]);
  });

  it('speaks Brazilian Portuguese', async () => {
    const [notice] = await unreadable('pt-BR');
    expect(notice.title).toBe('Não foi possível ler as alterações não salvas de uma visita anterior');
  });

  it('shows nothing when the kept changes were read', async () => {
    const { save, stop } = setup({
      storage: { load: () => Promise.resolve(null), save: () => Promise.resolve() },
    });
    const shown: NotificationData[] = [];
    const unwatch = watchKeptUnreadable(save, createI18n({ lng: 'en' }).t, (notice) => shown.push(notice));
    await jest.advanceTimersByTimeAsync(50);
    expect(shown).toEqual([]);
    unwatch();
    stop();
  });
});
