import { z } from '../schema/zod';
import { viewModeSchema } from '../schema/enums';
import { customDomainField } from './customDomain';
import { emailField } from './fields';

/** The languages the interface is offered in (spec §9: en, pt): English and Brazilian Portuguese. */
export const UI_LANGUAGES = ['en', 'pt-BR'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
/** A user's interface language; anything else is refused with a message naming the accepted values. */
export const uiLanguageSchema = z.enum(UI_LANGUAGES, {
  error: () => `Language must be one of ${UI_LANGUAGES.map((l) => `'${l}'`).join(', ')}`,
});

/** How a user's onboarding tour ended (spec §2.22): run to its last step, or skipped. */
export const ONBOARDING_OUTCOMES = ['finished', 'skipped'] as const;
export type OnboardingOutcome = (typeof ONBOARDING_OUTCOMES)[number];
/** An onboarding outcome; anything else is refused with a message naming the accepted values. */
export const onboardingOutcomeSchema = z.enum(ONBOARDING_OUTCOMES, {
  error: () => `Onboarding must be one of ${ONBOARDING_OUTCOMES.map((o) => `'${o}'`).join(', ')} or null`,
});

/**
 * How the application is drawn (issue 34): always light, always dark, or as the operating system says
 * (`prefers-color-scheme`). The default for every account is 'system'.
 */
export const COLOR_SCHEMES = ['light', 'dark', 'system'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
/** A colour scheme; anything else is refused with a message naming the accepted values. */
export const colorSchemeSchema = z.enum(COLOR_SCHEMES, {
  error: () => `Color scheme must be one of ${COLOR_SCHEMES.map((c) => `'${c}'`).join(', ')}`,
});

/** Minimum password length accepted at sign-up. */
export const MIN_PASSWORD_LENGTH = 8;

/** `POST /api/auth/signup` body. */
export const signupRequestSchema = z.object({
  email: emailField,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200),
  name: z.string().trim().min(1, 'Name is required').max(100),
  /** The language the sign-up page was shown in; saved as the account's language. */
  language: uiLanguageSchema.optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** `POST /api/auth/signin` body. */
export const signinRequestSchema = z.object({
  email: emailField,
  password: z.string().min(1).max(200),
});
export type SigninRequest = z.input<typeof signinRequestSchema>;

/**
 * `PATCH /api/auth/me` body: every field optional. `customDomain` is a bare host or https origin (normalised to
 * `https://host[:port]`); null or blank clears it. `language` is the interface language; null forgets it (the
 * browser's languages decide again). `onboarding` records how the tour ended; null resets it (the intro panel's
 * reset button), so it runs again on the next map. `colorScheme` is the application's light, dark or system look.
 */
export const updateMeRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100).optional(),
  default_view_mode: viewModeSchema.nullable().optional(),
  customDomain: customDomainField.optional(),
  language: uiLanguageSchema.nullable().optional(),
  onboarding: onboardingOutcomeSchema.nullable().optional(),
  colorScheme: colorSchemeSchema.optional(),
});
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;

/** The signed-in user as the API returns it (spec §3.10 session user, plus name and credits). */
export const sessionUserSchema = z.object({
  email: z.string(),
  name: z.string(),
  credits: z.number().int(),
  default_view_mode: viewModeSchema.nullable(),
  /** Origin of the user's public links (spec §2.1), `https://host[:port]`, or null for this server's. */
  customDomain: z.string().nullable(),
  /** The interface language the user chose, or null when the browser's languages decide. */
  language: uiLanguageSchema.nullable(),
  /** How the onboarding tour ended, or null while it has not run to an end (it starts on the first map). */
  onboarding: onboardingOutcomeSchema.nullable(),
  /** The application's look: light, dark, or following the operating system ('system', the default). */
  colorScheme: colorSchemeSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Response of sign-up, sign-in, `GET /api/auth/me` and `PATCH /api/auth/me`. */
export const authResponseSchema = z.object({ user: sessionUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * Response of `GET /api/auth/session`: the signed-in user, or null. Always 200, so a page asking whether someone
 * is signed in does not log a failed request when nobody is.
 */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Name of the session cookie. */
export const SESSION_COOKIE = 'mapa_session';
