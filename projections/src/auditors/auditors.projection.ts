import type { AuditorGranted, AuditorRevoked } from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEventOf, Projection } from '../runtime/projection';

/** One current auditor; the document goes when the role is revoked. Keyed by the user id. */
export interface AuditorDocument extends ProjectedDocument {
  userId: string;
  grantedBy: string;
  grantedAt: string;
}

type AuditorsEvent = ProjectedEventOf<AuditorGranted | AuditorRevoked>;

function evolve(
  current: AuditorDocument | null,
  event: AuditorsEvent,
  documentId: string,
): AuditorDocument | null {
  switch (event.type) {
    case 'AuditorGranted':
      return (
        current ?? {
          _id: documentId,
          _position: event.position.toString(),
          userId: event.data.userId,
          grantedBy: event.data.by,
          grantedAt: event.metadata.occurredAt,
        }
      );
    case 'AuditorRevoked':
      return null;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const auditorsProjection: Projection<AuditorDocument> = {
  name: 'auditors',
  version: 1,
  handles: ['AuditorGranted', 'AuditorRevoked'] satisfies AuditorsEvent['type'][],
  documentIds: (event) => [(event as AuditorsEvent).data.userId],
  evolve: (document, event, documentId) => evolve(document, event as AuditorsEvent, documentId),
  erasure: [{ field: '_id', of: 'user' }],
};
