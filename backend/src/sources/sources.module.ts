import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NearbyModule } from '../nearby/nearby.module';
import { IdentityModule } from '../identity/identity.module';
import { createFetcher } from '../scanning/fetching/fetcher';
import { SharedHostTurns } from '../scanning/fetching/shared-host-turns';
import { llmExtractorFromEnv } from '../scanning/llm/llm-extractor-from-env';
import { AddSourceHandler } from './add-source.handler';
import { RecordScanResultHandler } from './record-scan-result.handler';
import { RemovePatternHandler } from './remove-pattern.handler';
import { RemoveSourceHandler } from './remove-source.handler';
import { RequestScanHandler } from './request-scan.handler';
import type { ReadStore } from '@eventfold/contracts';
import { READ_STORE } from '../infrastructure/stores.tokens';
import { ScanBatches } from './scanning/scan-batches';
import { ScanClaims } from './scanning/scan-claims';
import { ScanScheduler } from './scanning/scan-scheduler';
import {
  loadScanSettings,
  SCAN_FETCHER,
  SCAN_LLM,
  SCAN_SETTINGS,
  type ScanSettings,
} from './scanning/scan-settings';
import { ScanWorker } from './scanning/scan-worker';
import { ScrapingStatusHttpController } from './scraping-status.http.controller';
import { SourceScans } from './source-scans.service';
import { SourceStreams } from './source-streams';
import { SourcesHttpController } from './sources.http.controller';
import { SourcesQuery } from './sources.query';
import { SourceTeaching } from './source-teaching.service';
import { TeachSourceHandler } from './teach-source.handler';
import { TeachingHttpController } from './teaching.http.controller';
import { UpdateSourceHandler } from './update-source.handler';

@Module({
  imports: [CqrsModule, IdentityModule, NearbyModule],
  controllers: [SourcesHttpController, TeachingHttpController, ScrapingStatusHttpController],
  providers: [
    AddSourceHandler,
    UpdateSourceHandler,
    RemoveSourceHandler,
    RequestScanHandler,
    RecordScanResultHandler,
    TeachSourceHandler,
    RemovePatternHandler,
    SourceTeaching,
    SourceStreams,
    SourcesQuery,
    SourceScans,
    ScanWorker,
    ScanScheduler,
    { provide: SCAN_SETTINGS, useFactory: () => loadScanSettings() },
    ScanClaims,
    {
      provide: ScanBatches,
      useFactory: (readStore: ReadStore, settings: ScanSettings) =>
        new ScanBatches(readStore, settings.concurrency),
      inject: [READ_STORE, SCAN_SETTINGS],
    },
    // SCANNER_ALLOWED_HOSTS is read by the fetcher itself; the global limit is twice the scans at once.
    // Turns at each host are shared through the read store, so all workers together stay polite.
    {
      provide: SCAN_FETCHER,
      useFactory: (settings: ScanSettings, readStore: ReadStore) =>
        createFetcher({
          concurrency: settings.concurrency * 2,
          perHostDelayMs: settings.perHostDelayMs,
          hostTurns: new SharedHostTurns(readStore),
        }),
      inject: [SCAN_SETTINGS, READ_STORE],
    },
    { provide: SCAN_LLM, useFactory: () => llmExtractorFromEnv() },
  ],
  exports: [SourceScans, SourcesQuery, ScanBatches],
})
export class SourcesModule {}
