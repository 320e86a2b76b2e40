import { errorMessage } from './errorMessage';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why an export failed, in the interface's language: the download panel's own sentence for the codes whose
 * general sentence would mislead there (`download.errors.<CODE>`: a 413 FILE_TOO_LARGE is the PNG being too big to
 * draw, not an upload; SERVER_BUSY saves nothing), else what {@link errorMessage} says for the code or status.
 */
export function exportErrorMessage(error: unknown, t: Translate): string {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  if (typeof code === 'string') {
    const own = t(`download.errors.${code}`, { defaultValue: '' });
    if (own) return own;
  }
  return errorMessage(error, t);
}
