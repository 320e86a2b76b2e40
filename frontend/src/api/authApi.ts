import type { ColorScheme, OnboardingOutcome, UiLanguage, ViewMode } from '@mapa/model';
import type { Http } from './http';

/** The signed-in user as the API returns it. */
export interface User {
  email: string;
  name: string;
  credits: number;
  /** The view a map opens in for this user; null or absent until chosen (the view-mode modal asks). */
  default_view_mode?: ViewMode | null;
  /** How the first-run tour ended; null or absent while it has not. */
  onboarding?: OnboardingOutcome | null;
  /** Origin of the user's public links, `https://host[:port]` (spec §2.1); null or absent for this server's. */
  customDomain?: string | null;
  /** The interface language saved on the account; null or absent while the browser's languages decide. */
  language?: UiLanguage | null;
  /** The application's look saved on the account; absent from an older server ('system' then). */
  colorScheme?: ColorScheme;
}

/** What `PATCH /api/auth/me` changes; `customDomain: null` (or blank) clears it. */
export interface ProfileChange {
  name?: string;
  customDomain?: string | null;
  language?: UiLanguage | null;
  default_view_mode?: ViewMode;
  /** null resets the tour so it runs again. */
  onboarding?: OnboardingOutcome | null;
  colorScheme?: ColorScheme;
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  /** The language the page was shown in: the new account's language. */
  language?: UiLanguage;
}

export interface SignInInput {
  email: string;
  password: string;
}

/** The `/api/auth` routes. */
export function createAuthApi(http: Http) {
  return {
    me: () => http.json<{ user: User }>('/api/auth/me').then((r) => r.user),
    /** Who is signed in, or null (`GET /api/auth/session` answers 200 either way: no failed request is logged). */
    session: () => http.json<{ user: User | null }>('/api/auth/session').then((r) => r.user),
    signUp: (input: SignUpInput) =>
      http.json<{ user: User }>('/api/auth/signup', { method: 'POST', body: input }).then((r) => r.user),
    signIn: (input: SignInInput) =>
      http.json<{ user: User }>('/api/auth/signin', { method: 'POST', body: input }).then((r) => r.user),
    signOut: () => http.json<void>('/api/auth/signout', { method: 'POST' }),
    /** Changes the account's name, custom domain and/or language; answers the user as stored. */
    updateMe: (change: ProfileChange) =>
      http.json<{ user: User }>('/api/auth/me', { method: 'PATCH', body: change }).then((r) => r.user),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
