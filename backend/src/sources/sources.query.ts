import { Injectable } from '@nestjs/common';
import { SOURCE_MESSAGES, type EventSource } from '@eventfold/contracts';
import type { SourceDocument } from '@eventfold/projections';
import { DomainError } from '../infrastructure/events/domain-error';
import { ProjectionsService } from '../infrastructure/events/projections.service';

/** Reads event sources from the `sources` read model. */
@Injectable()
export class SourcesQuery {
  constructor(private readonly projections: ProjectionsService) {}

  listForUser(userId: string): Promise<SourceDocument[]> {
    return this.collection().find({ userId }, { sort: { createdAt: -1, _id: 1 } });
  }

  /** The sources the user follows: their quota. */
  countForUser(userId: string): Promise<number> {
    return this.collection().countDocuments({ userId });
  }

  findById(sourceId: string): Promise<SourceDocument | null> {
    return this.collection().findOne({ _id: sourceId });
  }

  /** Another user's source answers like a missing one, so its existence is never revealed. */
  async findOwned(userId: string, sourceId: string): Promise<SourceDocument> {
    const source = await this.findById(sourceId);
    if (source === null || source.userId !== userId) throw new DomainError(SOURCE_MESSAGES.notFound, 404);
    return source;
  }

  /** Requested scans not finished: after a restart nobody is running them. */
  withPendingScan(): Promise<SourceDocument[]> {
    return this.collection().find({ pendingScanId: { $ne: null } });
  }

  /** Active sources whose last scan (or, never scanned, their creation) ended before `before`. */
  dueForScan(before: string): Promise<SourceDocument[]> {
    return this.collection().find({
      isActive: true,
      pendingScanId: null,
      $or: [{ lastScanEndedAt: { $lt: before } }, { lastScanEndedAt: null, createdAt: { $lt: before } }],
    });
  }

  private collection() {
    return this.projections.collection<SourceDocument>('sources');
  }
}

/** The API's shape: the read model without its internals (positions, pending scan). */
export function toEventSource(source: SourceDocument): EventSource {
  return {
    id: source._id,
    userId: source.userId,
    name: source.name,
    url: source.url,
    category: source.category,
    timezone: source.timezone,
    isActive: source.isActive,
    lastScraped: source.lastScraped,
    eventCount: source.eventCount,
    status: source.status,
    errorMessage: source.errorMessage,
    lastScanReport: source.lastScanReport ?? null,
    zipCode: source.zipCode ?? null,
    zipCodeFoundOnPage: source.zipCodeFoundOnPage ?? false,
    taughtExamples: source.taught?.examples ?? null,
    // Until the rescan that follows teaching reports, the last report is of the pattern before.
    taughtPageChanged: (source.taught ?? null) !== null && source.lastScanReport?.taught === 'changed',
    createdAt: source.createdAt,
    updatedAt: source.updatedAt,
  };
}
