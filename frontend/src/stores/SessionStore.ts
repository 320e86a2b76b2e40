import { action, makeObservable, observable, runInAction } from 'mobx';
import type { AuthApi, SignInInput, SignUpInput, User } from '../api/authApi';

/** Whether we know who is using the app yet. */
export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

/** The signed-in user (DESIGN §4): asks the server who we are and signs in, up and out. */
export class SessionStore {
  user: User | null = null;
  status: SessionStatus = 'unknown';

  constructor(private readonly auth: Pick<AuthApi, 'session' | 'signIn' | 'signUp' | 'signOut'>) {
    makeObservable<SessionStore, 'setUser'>(this, {
      user: observable,
      status: observable,
      setUser: action,
      updated: action,
    });
  }

  /** Asks the server for the session (null: signed out); a failed check leaves us signed out and is rethrown. */
  async load(): Promise<void> {
    try {
      this.setUser(await this.auth.session());
    } catch (error) {
      this.setUser(null);
      throw error;
    }
  }

  /** Signs in; the ApiError of a refused attempt reaches the caller (the form shows it). */
  async signIn(input: SignInInput): Promise<User> {
    const user = await this.auth.signIn(input);
    this.setUser(user);
    return user;
  }

  /** Creates an account and signs in. */
  async signUp(input: SignUpInput): Promise<User> {
    const user = await this.auth.signUp(input);
    this.setUser(user);
    return user;
  }

  /** Takes the user as the server answered a profile change (account page). */
  updated(user: User): void {
    this.setUser(user);
  }

  /** Ends the session on the server, then forgets the user even if the call failed. */
  async signOut(): Promise<void> {
    try {
      await this.auth.signOut();
    } finally {
      runInAction(() => this.setUser(null));
    }
  }

  private setUser(user: User | null): void {
    this.user = user;
    this.status = user ? 'signedIn' : 'signedOut';
  }
}
