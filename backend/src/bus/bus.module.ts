import { Global, Module } from '@nestjs/common';
import { MapEventBus } from './mapEventBus';
import { PostgresRelay } from './postgresRelay';
import { MapNodesEvents } from './mapNodesEvents';

/**
 * The map event bus every module publishes to and streams listen on: in-process, and across processes through
 * PostgreSQL `LISTEN`/`NOTIFY` when `DATABASE_URL` is PostgreSQL; and `MapNodesEvents`, the in-process news of
 * saves that added or removed nodes. Depends on nothing but config and database.
 */
@Global()
@Module({
  providers: [MapEventBus, PostgresRelay, MapNodesEvents],
  exports: [MapEventBus, MapNodesEvents],
})
export class BusModule {}
