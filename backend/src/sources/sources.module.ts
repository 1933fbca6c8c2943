import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module';
import { createFetcher } from '../scanning/fetching/fetcher';
import { openAiExtractorFromEnv } from '../scanning/llm/openai-extractor';
import { AddSourceHandler } from './add-source.handler';
import { RecordScanResultHandler } from './record-scan-result.handler';
import { RemoveSourceHandler } from './remove-source.handler';
import { RequestScanHandler } from './request-scan.handler';
import { ScanBatches } from './scanning/scan-batches';
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
import { UpdateSourceHandler } from './update-source.handler';

@Module({
  imports: [CqrsModule, IdentityModule],
  controllers: [SourcesHttpController, ScrapingStatusHttpController],
  providers: [
    AddSourceHandler,
    UpdateSourceHandler,
    RemoveSourceHandler,
    RequestScanHandler,
    RecordScanResultHandler,
    SourceStreams,
    SourcesQuery,
    SourceScans,
    ScanWorker,
    ScanScheduler,
    { provide: SCAN_SETTINGS, useFactory: () => loadScanSettings() },
    {
      provide: ScanBatches,
      useFactory: (settings: ScanSettings) => new ScanBatches(settings.concurrency),
      inject: [SCAN_SETTINGS],
    },
    // SCANNER_ALLOWED_HOSTS is read by the fetcher itself; the global limit is twice the scans at once.
    {
      provide: SCAN_FETCHER,
      useFactory: (settings: ScanSettings) =>
        createFetcher({ concurrency: settings.concurrency * 2, perHostDelayMs: settings.perHostDelayMs }),
      inject: [SCAN_SETTINGS],
    },
    { provide: SCAN_LLM, useFactory: () => openAiExtractorFromEnv() },
  ],
  exports: [SourceScans, SourcesQuery, ScanBatches],
})
export class SourcesModule {}
