import { ApiException } from '../common/apiException';
import { sniffContent } from '../common/contentSniffer';
import { checkAssetContent } from '../images/assetContent';
import { attachmentPut } from './signedUrl.service';

/** What is stored for a signed PUT: the checked (maybe sanitised) bytes and the type judged from them. */
export interface CheckedBlob {
  bytes: Buffer;
  contentType: string;
}

/**
 * The content rule of every key a signed PUT may write, so no path stores bytes unchecked: `assets/*` are
 * background images and videos, `preview.png` a PNG. The stored type always comes from the content, never from
 * the request. `map` is saved only through the document routes, `attachments/*` through their upload route.
 */
export async function checkBlobContent(resourcePath: string, bytes: Buffer): Promise<CheckedBlob> {
  if (resourcePath.startsWith('assets/')) return checkAssetContent(bytes);
  // A URL signed before attachments were refused (they are uploaded with their own route) is refused too.
  if (resourcePath.startsWith('attachments/')) throw attachmentPut();
  if (resourcePath === 'preview.png') {
    if ((await sniffContent(bytes))?.mime !== 'image/png')
      throw new ApiException(415, 'VALIDATION_FAILED', 'preview.png must be a PNG image');
    return { bytes, contentType: 'image/png' };
  }
  throw new ApiException(400, 'USE_DOCUMENT_UPLOAD', 'Save maps with PUT /api/documents/upload');
}
