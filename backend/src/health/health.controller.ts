import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { sql } from 'kysely';
import type { HealthResponse } from '@mapa/model';
import { DATABASE, DATABASE_KIND, type DatabaseKind, type Db } from '../database/database.types';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { DocumentWorkers } from '../workers/documentWorkers';

/**
 * `GET /api/health`: answers once the database responds; names the database and storage in use, and reports the
 * document worker pool (counters only: no task is sent to a thread to find out).
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(DATABASE_KIND) private readonly databaseKind: DatabaseKind,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly workers: DocumentWorkers,
  ) {}

  @Get()
  async health(): Promise<HealthResponse> {
    await sql`select 1`.execute(this.db);
    return {
      status: 'ok',
      database: this.databaseKind,
      storage: this.blobs.kind,
      workers: this.workers.health(),
    };
  }
}
