import type { StoredEvent } from '@eventfold/contracts';
import type { ProjectedEvent } from './projection';

/**
 * Hands a stored event to the projections as it is: for logs written without encryption and at the
 * current schema versions (tests, the rebuild benchmark). The backend's transform decrypts and upcasts.
 */
export async function plainEventTransform(event: StoredEvent): Promise<ProjectedEvent> {
  return {
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    streamId: event.streamId,
    revision: event.revision,
    position: event.position,
  };
}
