import { Global, Module } from '@nestjs/common';
import { MapEventBus } from './mapEventBus';
import { PostgresRelay } from './postgresRelay';

/**
 * The map event bus every module publishes to and streams listen on: in-process, and across processes through
 * PostgreSQL `LISTEN`/`NOTIFY` when `DATABASE_URL` is PostgreSQL. Depends on nothing but config and database.
 */
@Global()
@Module({
  providers: [MapEventBus, PostgresRelay],
  exports: [MapEventBus],
})
export class BusModule {}
