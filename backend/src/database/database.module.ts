import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { createDatabase } from './createDatabase';
import { DATABASE, DATABASE_KIND, type Db } from './database.types';
import { migrateToLatest } from './migrations';

/** Opens the database, migrates it before the app starts, and closes it on shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<Db> => {
        const { db } = createDatabase(config);
        await migrateToLatest(db);
        return db;
      },
    },
    {
      provide: DATABASE_KIND,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.databaseUrl ? 'postgres' : 'sqlite'),
    },
  ],
  exports: [DATABASE, DATABASE_KIND],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async onApplicationShutdown(): Promise<void> {
    await this.db.destroy();
  }
}
