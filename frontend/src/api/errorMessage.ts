import en from '../i18n/en.json';
import { ApiError } from './ApiError';

type Translate = (key: string) => string;

/** The codes the catalogue has a sentence for (`errors.<CODE>`). */
const KNOWN_CODES = new Set(Object.keys(en.errors).filter((key) => key !== 'generic'));

/** What a status means when its code has no sentence of its own (a proxy's 502, a code added later). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'NOT_AUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT_DETECTED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  428: 'PRECONDITION_REQUIRED',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * The sentence to show for a failure, in the interface's language: the catalogue's sentence for the error's
 * `code` (an {@link ApiError}'s, or a client error's own `code`), else one for its HTTP status, else a generic one.
 * The server's English `message` is never shown: it is for logs and API clients.
 */
export function errorMessage(error: unknown, t: Translate): string {
  const code = codeOf(error);
  if (code && KNOWN_CODES.has(code)) return t(`errors.${code}`);
  if (error instanceof ApiError) {
    if (error.status >= 500) return t('errors.INTERNAL_ERROR');
    const byStatus = CODE_BY_STATUS[error.status];
    if (byStatus) return t(`errors.${byStatus}`);
  }
  return t('errors.generic');
}

function codeOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return undefined;
}
