import type { EventStore } from '@eventfold/contracts';
import { reactionContext, systemCommandContext } from '../../infrastructure/events/causation';
import type { CommandContext } from '../../infrastructure/events/event-serializer';
import { sourceStreamId } from '../source.decider';

const PAGE = 200;

/**
 * A scan result is the system's reaction to the request that asked for the scan: its cause is that
 * SourceScanRequested event and it carries on its correlation. The request is the source stream's
 * newest one almost always, so the stream is read backwards a page at a time.
 */
export async function scanResultContext(
  eventStore: EventStore,
  job: { sourceId: string; scanId: string },
): Promise<CommandContext> {
  const streamId = sourceStreamId(job.sourceId);
  let fromRevision: number | undefined;
  for (;;) {
    const page = await eventStore.readStream(streamId, {
      direction: 'backwards',
      fromRevision,
      maxCount: PAGE,
    });
    const request = page.find(
      (event) => event.type === 'SourceScanRequested' && event.data['scanId'] === job.scanId,
    );
    if (request !== undefined) return reactionContext(request);
    const oldest = page[page.length - 1];
    if (page.length < PAGE || oldest === undefined || oldest.revision === 0) break;
    fromRevision = oldest.revision - 1;
  }
  // The request is always in the stream; should it ever not be, the result still names its actor.
  return systemCommandContext(`scan-${job.scanId}`);
}
