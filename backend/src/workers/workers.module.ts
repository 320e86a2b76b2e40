import { Global, Module } from '@nestjs/common';
import { DocumentWorkers } from './documentWorkers';

/** The worker pool that keeps heavy document work off the event loop. */
@Global()
@Module({ providers: [DocumentWorkers], exports: [DocumentWorkers] })
export class WorkersModule {}
