import { ApiException } from '../common/apiException';
import { checkAssetContent } from '../images/assetContent';
import { sniffImageType } from '../images/imageType';
import { checkAttachmentContent } from './attachmentContent';

/** What is stored for a signed PUT: the checked (maybe sanitised) bytes and the type judged from them. */
export interface CheckedBlob {
  bytes: Buffer;
  contentType: string;
}

/**
 * The content rule of every key a signed PUT may write, so no path stores bytes unchecked: `assets/*` are
 * background images and videos, `preview.png` a PNG, `attachments/*` the spec's attachment types. The stored
 * type always comes from the content, never from the request. `map` is saved only through the document routes.
 */
export function checkBlobContent(resourcePath: string, bytes: Buffer): CheckedBlob {
  if (resourcePath.startsWith('assets/')) return checkAssetContent(bytes);
  if (resourcePath.startsWith('attachments/'))
    return checkAttachmentContent(resourcePath.slice(resourcePath.lastIndexOf('/') + 1), bytes);
  if (resourcePath === 'preview.png') {
    if (sniffImageType(bytes) !== 'image/png')
      throw new ApiException(415, 'VALIDATION_FAILED', 'preview.png must be a PNG image');
    return { bytes, contentType: 'image/png' };
  }
  throw new ApiException(400, 'USE_DOCUMENT_UPLOAD', 'Save maps with PUT /api/documents/upload');
}
