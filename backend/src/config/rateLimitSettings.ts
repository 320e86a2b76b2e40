/** At most `limit` hits per `windowMs` (a sliding window); null switches the limit off. */
export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

/** The limits the server enforces, all shared by every process through the database. */
export interface RateLimitSettings {
  /** Failed sign-ins per client IP and e-mail. */
  signin: RateLimitPolicy | null;
  /** Failed sign-ins per e-mail from any IP (guessing spread over many addresses). */
  signinAccount: RateLimitPolicy | null;
  /** Failed sign-ins per client IP whatever the e-mail (one address trying passwords on many accounts). */
  signinAddress: RateLimitPolicy | null;
  /** Sign-ups per client IP. */
  signup: RateLimitPolicy | null;
  /** Saves per user: `POST /api/documents/transactions` and `PUT /api/documents/upload` together. */
  saves: RateLimitPolicy | null;
  /** Whole-document uploads per user (`PUT /api/documents/upload`), on top of `saves`. */
  uploads: RateLimitPolicy | null;
  /** File uploads per user: node attachments, node images and background images/videos together. */
  files: RateLimitPolicy | null;
  /** Map imports per user (`POST /api/maps/import`): each parses a file of up to 20 MB into a new map. */
  imports: RateLimitPolicy | null;
}

export type RateLimitName = keyof RateLimitSettings;

/** Environment variable of each limit (docs/operations.md lists them). */
export const RATE_LIMIT_VARIABLES: Record<RateLimitName, string> = {
  signin: 'RATE_LIMIT_SIGNIN',
  signinAccount: 'RATE_LIMIT_SIGNIN_ACCOUNT',
  signinAddress: 'RATE_LIMIT_SIGNIN_ADDRESS',
  signup: 'RATE_LIMIT_SIGNUP',
  saves: 'RATE_LIMIT_SAVES',
  uploads: 'RATE_LIMIT_UPLOADS',
  files: 'RATE_LIMIT_FILES',
  imports: 'RATE_LIMIT_IMPORTS',
};

/**
 * Defaults: sign-in as before (10 failures per IP and e-mail in 15 minutes) plus 30 per account from any IP
 * and 50 per IP an hour over all accounts (an office behind one address mistypes far less; a script trying one
 * password on many accounts stops at 50); 20 sign-ups per IP an hour; 300 saves a minute per user, far above
 * an editor's pace (one save per open map every 2 s at most, so ten maps at once) yet a ceiling for a script;
 * 60 whole-document uploads a minute; 120 file uploads a minute (a folder of photos dropped at once passes; a
 * script filling the store does not); 30 imports in 10 minutes (someone moving a folder of old maps in one by
 * one passes; a script making the server parse 20 MB files without end does not).
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signin: { limit: 10, windowMs: 15 * 60_000 },
  signinAccount: { limit: 30, windowMs: 15 * 60_000 },
  signinAddress: { limit: 50, windowMs: 60 * 60_000 },
  signup: { limit: 20, windowMs: 60 * 60_000 },
  saves: { limit: 300, windowMs: 60_000 },
  uploads: { limit: 60, windowMs: 60_000 },
  files: { limit: 120, windowMs: 60_000 },
  imports: { limit: 30, windowMs: 10 * 60_000 },
};

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** Parses `count/window` (`10/15m`, `300/1m`, `20/1h`, `5/30s`) or `off`; throws naming the variable. */
export function parseRateLimit(name: string, value: string): RateLimitPolicy | null {
  const text = value.trim().toLowerCase();
  if (text === 'off') return null;
  const match = /^(\d{1,9})\s*\/\s*(\d{0,6})\s*([smh])$/.exec(text);
  const limit = match ? Number(match[1]) : 0;
  const windowMs = match ? Number(match[2] || 1) * UNIT_MS[match[3] as keyof typeof UNIT_MS] : 0;
  if (!match || limit < 1 || windowMs < 1000)
    throw new Error(
      `${name} must look like "10/15m" (count per window in s, m or h) or "off"; got "${value}"`,
    );
  return { limit, windowMs };
}

/** The limits from the environment, each variable overriding its default. */
export function loadRateLimits(env: NodeJS.ProcessEnv): RateLimitSettings {
  const settings = { ...DEFAULT_RATE_LIMITS };
  for (const [key, variable] of Object.entries(RATE_LIMIT_VARIABLES) as [RateLimitName, string][]) {
    const value = env[variable];
    if (value !== undefined && value !== '') settings[key] = parseRateLimit(variable, value);
  }
  return settings;
}
