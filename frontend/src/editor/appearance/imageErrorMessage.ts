import { ApiError } from '../../api/ApiError';
import { MediaTooBigError, MediaTypeError } from '../canvasTools/supportMediaUpload';

type Translate = (key: string) => string;

/**
 * The sentence shown when adding an image (node image, icon, background image or video) failed: each cause the
 * user can act on has its own catalogue sentence, in the UI's language, and the server's own words (which are
 * English and name request fields) are never shown. 413 keeps the spec's text (§8).
 */
export function imageErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof MediaTooBigError) return t('appearance.imageTooBig');
  if (error instanceof MediaTypeError) return t('imageErrors.mediaType');
  if (!(error instanceof ApiError)) return t('imageErrors.unreadable');
  if (error.isNetworkError) return t('imageErrors.network');
  if (error.status === 413 || error.code === 'PAYLOAD_TOO_LARGE') return t('appearance.imageTooBig');
  if (error.status === 415) return t('imageErrors.type');
  if (error.status === 401) return t('imageErrors.signIn');
  if (error.status === 403 || error.status === 404) return t('imageErrors.forbidden');
  return t('imageErrors.failed');
}
