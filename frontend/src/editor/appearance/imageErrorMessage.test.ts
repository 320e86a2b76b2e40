import { ApiError, NETWORK_ERROR } from '../../api/ApiError';
import { MediaTooBigError, MediaTypeError } from '../canvasTools/supportMediaUpload';
import en from '../../i18n/en.json';
import { imageErrorMessage } from './imageErrorMessage';

/** Looks keys up in the English catalogue, so a missing key fails here. */
function t(key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof value !== 'string') throw new Error(`no catalogue sentence for ${key}`);
  return value;
}

describe('imageErrorMessage', () => {
  it('turns each server refusal into a catalogue sentence, never the server text', () => {
    const cases: [ApiError, string][] = [
      [new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB'), t('appearance.imageTooBig')],
      [
        new ApiError(415, 'VALIDATION_FAILED', 'Only PNG, JPEG, WebP and SVG images are accepted'),
        t('imageErrors.type'),
      ],
      [
        new ApiError(400, 'VALIDATION_FAILED', 'owner: Too small: expected string to have >=3 characters'),
        t('imageErrors.failed'),
      ],
      [new ApiError(401, 'NOT_AUTHENTICATED', 'Sign in first'), t('imageErrors.signIn')],
      [new ApiError(404, 'MAP_NOT_FOUND', 'No such map'), t('imageErrors.forbidden')],
      [new ApiError(0, NETWORK_ERROR, 'Failed to fetch'), t('imageErrors.network')],
    ];
    for (const [error, sentence] of cases) {
      expect(imageErrorMessage(error, t)).toBe(sentence);
      expect(imageErrorMessage(error, t)).not.toContain(error.message);
    }
  });

  it('explains the browser-side refusals too', () => {
    expect(imageErrorMessage(new MediaTooBigError(20_000_000), t)).toBe(t('appearance.imageTooBig'));
    expect(imageErrorMessage(new MediaTypeError('application/pdf'), t)).toBe(t('imageErrors.mediaType'));
    expect(imageErrorMessage(new DOMException('The source image could not be decoded.'), t)).toBe(
      t('imageErrors.unreadable'),
    );
  });
});
