import type { DomainEvent, EventMetadata, ReadDocument, IndexKeys, IndexOptions } from '@eventfold/contracts';

/** An event as projections see it: decrypted, upcast to its current version, with its log coordinates. */
export interface ProjectedEvent<E extends DomainEvent = DomainEvent> {
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  streamId: string;
  revision: number;
  position: bigint;
}

/** A union of domain events as a union of projected events, so that a switch on `type` narrows `data`. */
export type ProjectedEventOf<E extends DomainEvent> = E extends DomainEvent ? ProjectedEvent<E> : never;

/** What the runtime stores beside every read-model document so that a replayed event changes nothing. */
export interface ProjectedDocument extends ReadDocument {
  /** Global position (decimal string) of the last event applied to this document. */
  _position: string;
}

/**
 * One read model, shaped for one screen or endpoint. Its documents live in the collection
 * `${name}_v${version}`; a new version is rebuilt beside the old one before reads switch to it.
 */
export interface Projection<TDoc extends ReadDocument = ReadDocument, E extends DomainEvent = DomainEvent> {
  readonly name: string;
  readonly version: number;
  /** Event types this projection reacts to; every other event only advances its checkpoint. */
  readonly handles: readonly E['type'][];
  readonly indexes?: readonly { keys: IndexKeys; options?: IndexOptions }[];
  /** The ids of the documents an event changes. */
  documentIds(event: ProjectedEvent<E>): string[];
  /**
   * Documents that stand for others (a per-user version): written after every other document of a
   * batch, so that a reader who sees the new version also sees what it stands for.
   */
  writtenLast?(documentId: string): boolean;
  /** Pure: the document after the event (null: the document does not exist, or is removed). */
  evolve(document: TDoc | null, event: ProjectedEvent<E>, documentId: string): TDoc | null;
  /**
   * What a user's erasure (`UserErased`) does here, beyond `evolve`: the documents found by each
   * rule are removed or scrubbed at the erasure's position, so a rebuild from the log ends the same.
   */
  readonly erasure?: readonly ErasureRule<TDoc>[];
}

/** The erased user and their own events, as `UserErased` names them. */
export interface ErasedUser {
  userId: string;
  eventIds: readonly string[];
}

/**
 * Finds the documents holding an erased user's data: those whose `field` (a dotted path, reaching
 * into arrays) names the user, or with `of: 'events'` one of the user's own events.
 */
export interface ErasureRule<TDoc extends ReadDocument = ReadDocument> {
  field: string;
  of: 'user' | 'events';
  /** The document without the erased user's part; absent (or null): the document is removed. */
  scrub?(document: TDoc, erased: ErasedUser): TDoc | null;
  /** A document standing for this one (a per-user version) that is stamped with the erasure too. */
  standsFor?(document: TDoc): string | null;
}

export function collectionName(projection: Pick<Projection, 'name' | 'version'>): string {
  return `${projection.name}_v${projection.version}`;
}

export function projectionId(projection: Pick<Projection, 'name' | 'version'>): string {
  return collectionName(projection);
}
