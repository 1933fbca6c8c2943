import { Module } from '@nestjs/common';
import { HealthHttpController } from './health.http.controller';
import { ProjectionMetrics } from './projection-metrics';

@Module({ controllers: [HealthHttpController], providers: [ProjectionMetrics] })
export class HealthModule {}
