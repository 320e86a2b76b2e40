import type { Http } from './http';

/** The signed-in user as the API returns it. */
export interface User {
  email: string;
  name: string;
  credits: number;
  default_view_mode?: string;
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export interface SignInInput {
  email: string;
  password: string;
}

/** The `/api/auth` routes. */
export function createAuthApi(http: Http) {
  return {
    me: () => http.json<{ user: User }>('/api/auth/me').then((r) => r.user),
    signUp: (input: SignUpInput) =>
      http.json<{ user: User }>('/api/auth/signup', { method: 'POST', body: input }).then((r) => r.user),
    signIn: (input: SignInInput) =>
      http.json<{ user: User }>('/api/auth/signin', { method: 'POST', body: input }).then((r) => r.user),
    signOut: () => http.json<void>('/api/auth/signout', { method: 'POST' }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
