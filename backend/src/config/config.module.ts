import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from './appConfig';

/** Injection token of the resolved {@link AppConfig}. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Makes the configuration injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
