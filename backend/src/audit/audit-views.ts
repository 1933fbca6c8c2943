import { Inject, Injectable } from '@nestjs/common';
import type { AUDIT_VIEWS, EventStore } from '@eventfold/contracts';
import { EventSerializer, type CommandContext } from '../infrastructure/events/event-serializer';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import { EVENT_STORE } from '../infrastructure/stores.tokens';

export interface AuditView {
  subjectId: string | null;
  what: (typeof AUDIT_VIEWS)[number];
  /** What the auditor asked, in their words (filters, an instant): encrypted with the subject's key. */
  details: string | null;
  resultUserIds?: string[];
}

/**
 * Records every audit read as an AuditRecordViewed event before the answer is given: a read that
 * cannot be recorded is not answered. One stream per auditor, appended in any order.
 */
@Injectable()
export class AuditViews {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly serializer: EventSerializer,
    private readonly projections: ProjectionsService,
  ) {}

  async record(context: CommandContext & { userId: string }, view: AuditView): Promise<void> {
    const event = await this.serializer.serialize(
      {
        type: 'AuditRecordViewed',
        data: {
          auditorId: context.userId,
          userId: view.subjectId,
          what: view.what,
          details: view.details,
          resultUserIds: view.resultUserIds ?? [],
        },
      },
      context,
    );
    const { position } = await this.eventStore.appendToStream(
      `audit_views-${context.userId}`,
      [event],
      'any',
    );
    // The answer then lists this very read wherever it concerns the subject's history.
    await this.projections.waitFor(position);
  }
}

/** The filters of a request as one line, leaving out what was not given. */
export function describeFilters(filters: Record<string, unknown>): string | null {
  const parts = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${String(value)}`);
  return parts.length === 0 ? null : parts.join(', ');
}
