import { action, makeObservable, observable } from 'mobx';
import { browserStorage, type ChoiceStorage } from '../../i18n/chosenLanguage';

/** Where this browser remembers whether a user keeps the navigator open: one key per account (its e-mail), one for visitors. */
export function navigatorKey(account: string | null): string {
  return `mapa.navigator.${account ?? 'visitor'}`;
}

/**
 * Whether the navigator (the minimap in the canvas corner, issue #17) is open. The choice is remembered per user in
 * this browser, so it comes back on every map they open; it starts closed. Where the navigator cannot show (mobile,
 * flashcards view, presentation mode) the editor leaves it out without changing the choice.
 */
export class NavigatorStore {
  open: boolean;
  private readonly key: string;

  constructor(
    account: string | null,
    private readonly storage: ChoiceStorage | undefined = browserStorage(),
  ) {
    this.key = navigatorKey(account);
    this.open = this.read() === 'open';
    makeObservable(this, { open: observable, toggle: action });
  }

  /** The canvas controls' 'Navigator' button. */
  toggle(): void {
    this.open = !this.open;
    try {
      this.storage?.setItem(this.key, this.open ? 'open' : 'closed');
    } catch {
      // A full or forbidden storage only costs remembering the choice.
    }
  }

  private read(): string | null {
    try {
      return this.storage?.getItem(this.key) ?? null;
    } catch {
      return null;
    }
  }
}
