import { CanActivate, Inject, Injectable } from '@nestjs/common';
import { ApiException } from '../common/apiException';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';

/** Every AI route answers 503 `AI_NOT_CONFIGURED` while the server has no model endpoint (DESIGN §5). */
@Injectable()
export class AiConfiguredGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (this.config.ai) return true;
    throw new ApiException(
      503,
      'AI_NOT_CONFIGURED',
      'The AI assistant is not configured on this server: set OPENAI_BASE_URL (and OPENAI_API_KEY, OPENAI_MODEL)',
    );
  }
}
