import type {
  FriendAccepted,
  FriendRemoved,
  FriendRequestDeclined,
  FriendRequested,
  UserBlocked,
  UserErased,
  UserUnblocked,
} from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEvent, ProjectedEventOf, Projection } from '../runtime/projection';

export interface FriendLink {
  userId: string;
  since: string;
}

/**
 * The `friends` read model: one document per user with everything the social calls check (friends,
 * pending requests both ways, blocks both ways), so a visibility decision is one lookup.
 */
export interface FriendsDocument extends ProjectedDocument {
  userId: string;
  friends: FriendLink[];
  /** Requests others sent to this user, still pending. */
  incoming: FriendLink[];
  outgoing: FriendLink[];
  blocked: string[];
  blockedBy: string[];
}

type FriendsEvent = ProjectedEventOf<
  FriendRequested | FriendAccepted | FriendRequestDeclined | FriendRemoved | UserBlocked | UserUnblocked
>;

function empty(userId: string): FriendsDocument {
  return {
    _id: userId,
    _position: '0',
    userId,
    friends: [],
    incoming: [],
    outgoing: [],
    blocked: [],
    blockedBy: [],
  };
}

const without = (links: FriendLink[], userId: string) => links.filter((link) => link.userId !== userId);
const withLink = (links: FriendLink[], userId: string, since: string) => [
  ...without(links, userId),
  { userId, since },
];
const withId = (ids: string[], id: string) => (ids.includes(id) ? ids : [...ids, id]);

/** Both sides of a pair see the same event; `me` is the document's user, `other` the counterpart. */
function evolve(current: FriendsDocument | null, event: FriendsEvent, me: string): FriendsDocument {
  const doc = current ?? empty(me);
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'FriendRequested': {
      const { requesterId, addresseeId } = event.data;
      return me === requesterId
        ? { ...doc, outgoing: withLink(doc.outgoing, addresseeId, at) }
        : { ...doc, incoming: withLink(doc.incoming, requesterId, at) };
    }
    case 'FriendAccepted': {
      const other = me === event.data.requesterId ? event.data.addresseeId : event.data.requesterId;
      return {
        ...doc,
        friends: withLink(doc.friends, other, at),
        incoming: without(doc.incoming, other),
        outgoing: without(doc.outgoing, other),
      };
    }
    case 'FriendRequestDeclined': {
      const other = me === event.data.requesterId ? event.data.addresseeId : event.data.requesterId;
      return { ...doc, incoming: without(doc.incoming, other), outgoing: without(doc.outgoing, other) };
    }
    case 'FriendRemoved': {
      const other = me === event.data.userId ? event.data.friendId : event.data.userId;
      return { ...doc, friends: without(doc.friends, other) };
    }
    case 'UserBlocked':
      return me === event.data.blockerId
        ? { ...doc, blocked: withId(doc.blocked, event.data.blockedId) }
        : { ...doc, blockedBy: withId(doc.blockedBy, event.data.blockerId) };
    case 'UserUnblocked':
      return me === event.data.blockerId
        ? { ...doc, blocked: doc.blocked.filter((id) => id !== event.data.blockedId) }
        : { ...doc, blockedBy: doc.blockedBy.filter((id) => id !== event.data.blockerId) };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function documentIds(event: FriendsEvent): string[] {
  switch (event.type) {
    case 'FriendRequested':
    case 'FriendAccepted':
    case 'FriendRequestDeclined':
      return [event.data.requesterId, event.data.addresseeId];
    case 'FriendRemoved':
      return [event.data.userId, event.data.friendId];
    case 'UserBlocked':
    case 'UserUnblocked':
      return [event.data.blockerId, event.data.blockedId];
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** An erased user's own document goes; everyone else loses every edge to them. */
function erased(
  current: FriendsDocument | null,
  event: ProjectedEvent<UserErased>,
  me: string,
): FriendsDocument | null {
  const gone = event.data.userId;
  if (me === gone || current === null) return null;
  return {
    ...current,
    friends: without(current.friends, gone),
    incoming: without(current.incoming, gone),
    outgoing: without(current.outgoing, gone),
    blocked: current.blocked.filter((id) => id !== gone),
    blockedBy: current.blockedBy.filter((id) => id !== gone),
  };
}

/** Friends, requests and blocks per user (GET /api/friends, /api/friends/requests, every visibility check). */
export const friendsProjection: Projection<FriendsDocument> = {
  name: 'friends',
  version: 1,
  handles: [
    'FriendRequested',
    'FriendAccepted',
    'FriendRequestDeclined',
    'FriendRemoved',
    'UserBlocked',
    'UserUnblocked',
    'UserErased',
  ] satisfies (FriendsEvent['type'] | UserErased['type'])[],
  documentIds: (event) =>
    event.type === 'UserErased'
      ? [
          (event as ProjectedEvent<UserErased>).data.userId,
          ...(event as ProjectedEvent<UserErased>).data.relatedUserIds,
        ]
      : documentIds(event as FriendsEvent),
  evolve: (document, event, documentId) =>
    event.type === 'UserErased'
      ? erased(document, event as ProjectedEvent<UserErased>, documentId)
      : evolve(document, event as FriendsEvent, documentId),
};
