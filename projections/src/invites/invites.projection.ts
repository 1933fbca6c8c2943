import type { InviteAccepted, InviteCreated } from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEventOf, Projection } from '../runtime/projection';

/** One invitation to Eventfold, found by the hash of its token (the token itself is never stored). */
export interface InviteDocument extends ProjectedDocument {
  inviteId: string;
  referrerId: string;
  tokenHash: string;
  accepted: boolean;
  acceptedById: string | null;
  createdAt: string;
}

type InvitesEvent = ProjectedEventOf<InviteCreated | InviteAccepted>;

function evolve(
  current: InviteDocument | null,
  event: InvitesEvent,
  documentId: string,
): InviteDocument | null {
  switch (event.type) {
    case 'InviteCreated':
      return (
        current ?? {
          _id: documentId,
          _position: event.position.toString(),
          inviteId: event.data.inviteId,
          referrerId: event.data.userId,
          tokenHash: event.data.tokenHash,
          accepted: false,
          acceptedById: null,
          createdAt: event.metadata.occurredAt,
        }
      );
    case 'InviteAccepted':
      if (current === null) return null;
      return { ...current, accepted: true, acceptedById: event.data.acceptedById };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const invitesProjection: Projection<InviteDocument> = {
  name: 'invites',
  version: 1,
  handles: ['InviteCreated', 'InviteAccepted'] satisfies InvitesEvent['type'][],
  indexes: [{ keys: { tokenHash: 1 } }],
  documentIds: (event) => [(event as InvitesEvent).data.inviteId],
  evolve: (document, event, documentId) => evolve(document, event as InvitesEvent, documentId),
  erasure: [{ field: 'referrerId', of: 'user' }],
};
