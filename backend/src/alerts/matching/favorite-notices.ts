import { Injectable } from '@nestjs/common';
import type { OwnEventFavorited, StoredEvent } from '@eventfold/contracts';
import {
  calendarEventDocumentId,
  type CalendarDocument,
  type CalendarEventDocument,
  type SourceDocument,
} from '@eventfold/projections';
import { reactionContext } from '../../infrastructure/events/causation';
import type { Decider } from '../../infrastructure/events/command-handling';
import { ProjectionsService } from '../../infrastructure/events/projections.service';
import { AlertStreams } from '../alert-streams';

const noticeDecider: Decider<boolean, OwnEventFavorited, OwnEventFavorited> = {
  initialState: () => false,
  evolve: () => true,
  decide: (notice, told) => (told ? [] : [notice]),
};

/** Whose event the favoriter's calendar entry is: the venue's owner, the inviter, or their own. */
async function ownerOf(
  entry: CalendarEventDocument,
  sources: (sourceId: string) => Promise<SourceDocument | null>,
): Promise<string | null> {
  if (entry.sourceId !== null) return (await sources(entry.sourceId))?.userId ?? null;
  if (entry.isInvited) return entry.invitedById;
  return entry.userId;
}

/**
 * A favorite of someone else's event, told to its owner (the bell with `notifyOnFavorite` on, and
 * so the mail digest): found as the matcher follows the log, recorded once per favoriter and event.
 */
@Injectable()
export class FavoriteNotices {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly streams: AlertStreams,
  ) {}

  async record(favorited: StoredEvent): Promise<void> {
    const favoriterId = String(favorited.data['userId']);
    const eventId = String(favorited.data['eventId']);
    const entry = (await this.projections
      .collection<CalendarDocument>('calendar')
      .findOne({ _id: calendarEventDocumentId(favoriterId, eventId) })) as CalendarEventDocument | null;
    if (entry === null || entry.kind !== 'event') return;
    const sources = this.projections.collection<SourceDocument>('sources');
    const ownerId = await ownerOf(entry, (sourceId) => sources.findOne({ _id: sourceId }));
    if (ownerId === null || ownerId === favoriterId) return;
    await this.streams.recordOnce(
      `favorite_notice-${favoriterId}-${eventId}`,
      noticeDecider,
      { type: 'OwnEventFavorited', data: { userId: ownerId, favoriterId, eventId, eventTitle: entry.title } },
      reactionContext(favorited),
    );
  }
}
