import { Controller, Get, UseGuards } from '@nestjs/common';
import type { ScrapingStatus } from '@eventfold/contracts';
import { AuthenticatedGuard } from '../infrastructure/http/authenticated.guard';
import { CurrentUserId } from '../infrastructure/http/request-context';
import { ScanBatches } from './scanning/scan-batches';

/** The refresh progress bar's poll: the signed-in user's current batch of scans on this server. */
@Controller('api/scraping-status')
@UseGuards(AuthenticatedGuard)
export class ScrapingStatusHttpController {
  constructor(private readonly batches: ScanBatches) {}

  @Get()
  status(@CurrentUserId() userId: string): Promise<ScrapingStatus> {
    return this.batches.status(userId);
  }
}
