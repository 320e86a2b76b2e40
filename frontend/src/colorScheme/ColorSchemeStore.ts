import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEMES, type ColorScheme } from '@mapa/model';
import { action, computed, makeObservable, observable, reaction } from 'mobx';
import type { AuthApi, User } from '../api/authApi';
import { browserStorage, type ChoiceStorage } from '../i18n/chosenLanguage';
import type { SessionStore } from '../stores/SessionStore';

/**
 * Where this browser keeps the last colour scheme: `public/colorScheme.js` reads it before the page's first paint
 * (so a dark page never flashes light), keep the two in step.
 */
export const COLOR_SCHEME_KEY = 'mapa.colorScheme';

/** The theme a new map takes while the application is dark (issue 34). */
export const DARK_MAP_THEME = 'midnight';

/** The part of `MediaQueryList` the store listens to; tests pass their own. */
export type SchemeMedia = Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

const isColorScheme = (value: unknown): value is ColorScheme =>
  typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value);

const toMantine = (scheme: ColorScheme): MantineColorScheme => (scheme === 'system' ? 'auto' : scheme);
const fromMantine = (value: MantineColorScheme): ColorScheme => (value === 'auto' ? 'system' : value);

/** The operating system's preference, or none where the page cannot ask (tests in Node). */
function systemMedia(): SchemeMedia | null {
  return typeof window !== 'undefined' && 'matchMedia' in window
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;
}

/**
 * How the application is drawn (issue 34): light, dark, or as the operating system says ('system'). Before the
 * account is known the scheme last used in this browser decides; once it is, the account's wins. A choice applies
 * at once, is kept in this browser and saved on the account when someone is signed in.
 *
 * It is also Mantine's colour scheme manager (`MantineProvider colorSchemeManager`): Mantine reads the scheme
 * from it and is told through `subscribe` when the account or a choice changes it. Its methods are bound
 * properties: Mantine calls some of them detached (`return manager.unsubscribe`).
 */
export class ColorSchemeStore implements MantineColorSchemeManager {
  scheme: ColorScheme;
  /** Whether the operating system asks for dark (`prefers-color-scheme: dark`). */
  systemDark: boolean;

  private tellMantine: ((value: MantineColorScheme) => void) | null = null;
  private readonly storage: ChoiceStorage | undefined;
  private readonly media: SchemeMedia | null;

  constructor(
    private readonly session: SessionStore,
    private readonly auth: Pick<AuthApi, 'updateMe'>,
    options: { storage?: ChoiceStorage; media?: SchemeMedia | null } = {},
  ) {
    this.storage = 'storage' in options ? options.storage : browserStorage();
    this.media = 'media' in options ? (options.media ?? null) : systemMedia();
    this.scheme = this.readKept() ?? 'system';
    this.systemDark = this.media?.matches ?? false;
    makeObservable<ColorSchemeStore, 'adopt' | 'systemChanged'>(this, {
      scheme: observable,
      systemDark: observable,
      dark: computed,
      adopt: action,
      systemChanged: action,
    });
  }

  /** Whether the application is drawn dark now. */
  get dark(): boolean {
    return this.scheme === 'dark' || (this.scheme === 'system' && this.systemDark);
  }

  /** `settings.theme` for a map made now: a dark theme while the application is dark, else none (the default). */
  get newMapTheme(): string | undefined {
    return this.dark ? DARK_MAP_THEME : undefined;
  }

  /** Follows the signed-in account's scheme and the system's preference; returns the function that stops. */
  start(): () => void {
    const stopFollowing = reaction(
      () => this.session.user,
      (user) => this.accountChanged(user),
      { fireImmediately: true },
    );
    this.media?.addEventListener('change', this.systemChanged);
    return () => {
      stopFollowing();
      this.media?.removeEventListener('change', this.systemChanged);
    };
  }

  /**
   * Draws the application in `scheme` at once and keeps it in this browser; when signed in, saves it on the
   * account (rejects with the ApiError when the server refuses, the application keeping the new scheme).
   */
  async choose(scheme: ColorScheme): Promise<void> {
    this.adopt(scheme);
    const user = this.session.user;
    if (user && (user.colorScheme ?? 'system') !== scheme) {
      this.session.updated(await this.auth.updateMe({ colorScheme: scheme }));
    }
  }

  // MantineColorSchemeManager
  get = (): MantineColorScheme => toMantine(this.scheme);
  set = (value: MantineColorScheme): void => this.adopt(fromMantine(value), false);
  subscribe = (onUpdate: (value: MantineColorScheme) => void): void => {
    this.tellMantine = onUpdate;
  };
  unsubscribe = (): void => {
    this.tellMantine = null;
  };
  clear = (): void => this.adopt('system');

  private accountChanged(user: User | null): void {
    if (user?.colorScheme && isColorScheme(user.colorScheme)) this.adopt(user.colorScheme);
  }

  private adopt(scheme: ColorScheme, tell = true): void {
    this.keep(scheme);
    if (this.scheme === scheme) return;
    this.scheme = scheme;
    if (tell) this.tellMantine?.(toMantine(scheme));
  }

  private readonly systemChanged = (event: { matches: boolean }): void => {
    this.systemDark = event.matches;
  };

  private readKept(): ColorScheme | undefined {
    try {
      const value = this.storage?.getItem(COLOR_SCHEME_KEY);
      return isColorScheme(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }

  private keep(scheme: ColorScheme): void {
    try {
      this.storage?.setItem(COLOR_SCHEME_KEY, scheme);
    } catch {
      // A full or forbidden storage only costs the memory of the choice (the account still has it).
    }
  }
}
