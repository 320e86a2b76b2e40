import type { Provider } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { ModelClient } from './modelClient';

/** Injection token of the {@link ModelClient}; null when the AI is not configured. */
export const MODEL_CLIENT = Symbol('MODEL_CLIENT');

export const modelClientProvider: Provider = {
  provide: MODEL_CLIENT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => (config.ai ? new ModelClient(config.ai) : null),
};
