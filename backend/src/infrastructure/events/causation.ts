import { randomUUID } from 'node:crypto';
import { SYSTEM_PRINCIPAL, type StoredEvent } from '@eventfold/contracts';
import type { CommandContext } from './event-serializer';

/** A fresh id for one command: the causation of the events it appends. */
export function newCommandId(): string {
  return `command-${randomUUID()}`;
}

/** A command nobody asked for at that moment (a scheduled rescan): the system acts, in a new correlation. */
export function systemCommandContext(correlationPrefix: string): CommandContext {
  return {
    userId: SYSTEM_PRINCIPAL,
    correlationId: `${correlationPrefix}-${randomUUID()}`,
    causationId: newCommandId(),
  };
}

/**
 * Events appended in reaction to an earlier event: the system acts, the parent event is the cause,
 * and the parent's correlation carries on, so the chain back to the user's request can be rebuilt.
 */
export function reactionContext(parent: Pick<StoredEvent, 'id' | 'metadata'>): CommandContext {
  return { userId: SYSTEM_PRINCIPAL, correlationId: parent.metadata.correlationId, causationId: parent.id };
}
