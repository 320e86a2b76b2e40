import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';

/** Liveness and configuration report. */
@Module({ controllers: [HealthController] })
export class HealthModule {}
