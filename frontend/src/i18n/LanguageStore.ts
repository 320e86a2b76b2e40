import type { i18n as I18n } from 'i18next';
import { reaction } from 'mobx';
import type { AuthApi, User } from '../api/authApi';
import type { SessionStore } from '../stores/SessionStore';
import { writeChosenLanguage, type ChoiceStorage } from './chosenLanguage';
import { isUiLanguage, type UiLanguage } from './languages';

/**
 * Which language the interface speaks (spec §9: en, pt). Before sign-in, i18next's detector decides (`?lng=`, the
 * language picked on this browser, the browser's languages); once the account is known its saved language wins.
 * A switch changes the language at once and saves it on the account when someone is signed in; a language picked
 * while signed out is saved on the account that signs in next.
 */
export class LanguageStore {
  /** Picked on the sign-in page: the account that signs in next takes it. */
  private pickedSignedOut: UiLanguage | null = null;

  constructor(
    private readonly i18n: I18n,
    private readonly session: SessionStore,
    private readonly auth: Pick<AuthApi, 'updateMe'>,
    private readonly options: {
      storage?: ChoiceStorage;
      /** Saving a language picked before sign-in failed (the switch's own failures reach its caller). */
      onSaveError?: (error: unknown) => void;
    } = {},
  ) {}

  /** The language shown now. */
  get current(): UiLanguage {
    const lng = this.i18n.resolvedLanguage;
    return isUiLanguage(lng) ? lng : 'en';
  }

  /** Follows the signed-in account's language; returns the function that stops following. */
  start(): () => void {
    return reaction(
      () => this.session.user,
      (user) => this.accountChanged(user),
      { fireImmediately: true },
    );
  }

  /**
   * Shows the interface in `language` at once and remembers it in this browser; when signed in, saves it on the
   * account (rejects with the ApiError when the server refuses, the interface keeping the new language).
   */
  async choose(language: UiLanguage): Promise<void> {
    await this.show(language);
    const user = this.session.user;
    if (!user) {
      this.pickedSignedOut = language;
      return;
    }
    if (user.language !== language) await this.save(language);
  }

  private accountChanged(user: User | null): void {
    if (!user) return;
    const picked = this.pickedSignedOut;
    this.pickedSignedOut = null;
    if (picked && user.language !== picked) {
      this.save(picked).catch((error: unknown) => this.options.onSaveError?.(error));
    } else if (user.language && isUiLanguage(user.language)) {
      void this.show(user.language);
    }
  }

  private async show(language: UiLanguage): Promise<void> {
    writeChosenLanguage(language, this.options.storage);
    if (this.i18n.resolvedLanguage !== language) await this.i18n.changeLanguage(language);
  }

  private async save(language: UiLanguage): Promise<void> {
    this.session.updated(await this.auth.updateMe({ language }));
  }
}
