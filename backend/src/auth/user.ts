import type { SessionUser } from '@mapa/model';
import type { Request } from 'express';

/** A user as the server handles it once signed in. */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  credits: number;
  default_view_mode: string | null;
  custom_domain: string | null;
  language: string | null;
  onboarding: string | null;
  color_scheme: string;
}

/** A request that went through the session guards. */
export interface AuthedRequest extends Request {
  user?: UserRecord;
}

/** The public shape of a user in API responses. */
export function toSessionUser(user: UserRecord): SessionUser {
  return {
    email: user.email,
    name: user.name,
    credits: user.credits,
    default_view_mode: (user.default_view_mode as SessionUser['default_view_mode']) ?? null,
    customDomain: user.custom_domain ?? null,
    language: (user.language as SessionUser['language']) ?? null,
    onboarding: (user.onboarding as SessionUser['onboarding']) ?? null,
    colorScheme: (user.color_scheme as SessionUser['colorScheme']) ?? 'system',
  };
}
