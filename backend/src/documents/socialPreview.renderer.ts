import type { INestApplication } from '@nestjs/common';
import type { IndexRenderer } from '../common/staticFrontend';
import { injectSocialMeta } from './socialPreview';
import { SocialPreviewService } from './socialPreview.service';

/** The index.html rewriter that gives public maps' pages their link preview (spec §2.1). */
export function socialPreviewRenderer(app: INestApplication): IndexRenderer {
  const previews = app.get(SocialPreviewService);
  return async (req, html) => {
    const meta = await previews.metaFor(req.path, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
    return meta ? injectSocialMeta(html, meta) : null;
  };
}
