import { FileFormatError, type FileFormatReasonBody } from '@mapa/model';
import { ApiError } from './ApiError';
import { errorMessage } from './errorMessage';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why a file could not be read, wherever it was read: in the editor, or by the server (`INVALID_FILE`). */
interface FileFailure {
  reason: FileFormatReasonBody;
  path?: string;
}

/**
 * Why an import failed, in the interface's language: for a file that cannot be read (a {@link FileFormatError} of
 * the editor's converters, or the server's 400 `INVALID_FILE` with its `reason`), the catalogue's sentence for the
 * reason (`fileFormat.reasons.<CODE>`) with its values, after the line or path; anything else as
 * {@link errorMessage} says it. The English `message` is never shown.
 */
export function importErrorMessage(error: unknown, t: Translate, language: string): string {
  const failure = fileFailureOf(error);
  if (!failure) return errorMessage(error, t);
  const { reason, path } = failure;
  const key = `fileFormat.reasons.${reason.code}`;
  // A code this build does not know (a newer server): the catalogue's sentence for INVALID_FILE.
  if (t(key, { defaultValue: '' }) === '') return errorMessage(error, t);
  const numbers = new Intl.NumberFormat(language);
  const values = Object.fromEntries(
    Object.entries(reason.params).map(([name, value]) => [
      name,
      typeof value === 'number' ? numbers.format(value) : value,
    ]),
  );
  const where: string[] = [];
  if (path) where.push(path);
  if (reason.line !== undefined)
    where.push(
      reason.column !== undefined
        ? t('fileFormat.atLineColumn', { line: reason.line, column: reason.column })
        : t('fileFormat.atLine', { line: reason.line }),
    );
  const sentence = t(key, values);
  return where.length ? `${where.join(', ')}: ${sentence}` : sentence;
}

function fileFailureOf(error: unknown): FileFailure | undefined {
  if (error instanceof FileFormatError) return { reason: error.toReasonBody(), path: error.location.path };
  if (error instanceof ApiError && error.code === 'INVALID_FILE' && error.reason)
    return { reason: error.reason, path: error.path };
  return undefined;
}
