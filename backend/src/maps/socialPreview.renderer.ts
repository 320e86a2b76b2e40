import type { INestApplication } from '@nestjs/common';
import type { IndexRenderer } from '../common/staticFrontend';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { injectSocialMeta } from './socialPreview';
import { SocialPreviewService } from './socialPreview.service';

/** The index.html rewriter that gives public maps' pages their link preview (spec §2.1). */
export function socialPreviewRenderer(app: INestApplication): IndexRenderer {
  const previews = app.get(SocialPreviewService);
  // Absolute links come from the configured public origin: the Host header is the client's to choose.
  const { publicUrl } = app.get<AppConfig>(APP_CONFIG);
  return async (req, html) => {
    const meta = await previews.metaFor(req.path, publicUrl);
    return meta ? injectSocialMeta(html, meta) : null;
  };
}
