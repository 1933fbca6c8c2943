import type {
  AlertKind,
  AlertMatched,
  AlertRuleAdded,
  AlertRuleRemoved,
  AlertedEventCancelled,
} from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEventOf, Projection } from '../runtime/projection';

/** One person's alert rule, as GET /api/alerts lists it and the matcher reads it. */
export interface AlertRuleDocument extends ProjectedDocument {
  kind: 'rule';
  userId: string;
  ruleId: string;
  ruleKind: AlertKind;
  value: string;
  radiusMiles: number | null;
  createdAt: string;
  /** Where in the log the rule began: it matches only events that appear after it. */
  since: string;
}

/** A person was alerted to an event: where the matcher finds whom to tell that it was cancelled. */
export interface AlertedEventDocument extends ProjectedDocument {
  kind: 'alerted';
  userId: string;
  eventId: string;
  cancelled: boolean;
}

export type AlertsDocument = AlertRuleDocument | AlertedEventDocument;

type AlertsEvent = ProjectedEventOf<AlertRuleAdded | AlertRuleRemoved | AlertMatched | AlertedEventCancelled>;

export function alertRuleDocumentId(ruleId: string): string {
  return `rule:${ruleId}`;
}

export function alertedEventDocumentId(userId: string, eventId: string): string {
  return `alerted:${userId}:${eventId}`;
}

function evolve(
  current: AlertsDocument | null,
  event: AlertsEvent,
  documentId: string,
): AlertsDocument | null {
  const _position = event.position.toString();
  switch (event.type) {
    case 'AlertRuleAdded': {
      const { userId, ruleId, kind, value, radiusMiles } = event.data;
      // Sealed with the person's key: read as null once they are erased, when the rule goes too.
      if ((value as string | null) === null) return null;
      return {
        _id: documentId,
        _position,
        kind: 'rule',
        userId,
        ruleId,
        ruleKind: kind,
        value,
        radiusMiles,
        createdAt: event.metadata.occurredAt,
        since: _position,
      };
    }
    case 'AlertRuleRemoved':
      return null;
    case 'AlertMatched': {
      const { userId, eventId } = event.data;
      return { _id: documentId, _position, kind: 'alerted', userId, eventId, cancelled: false };
    }
    case 'AlertedEventCancelled':
      return current === null || current.kind !== 'alerted'
        ? current
        : { ...current, _position, cancelled: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function documentIds(event: AlertsEvent): string[] {
  switch (event.type) {
    case 'AlertRuleAdded':
    case 'AlertRuleRemoved':
      return [alertRuleDocumentId(event.data.ruleId)];
    case 'AlertMatched':
    case 'AlertedEventCancelled':
      return [alertedEventDocumentId(event.data.userId, event.data.eventId)];
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/**
 * The `alerts` read model: everyone's alert rules (GET /api/alerts, and what new events are matched
 * against) and whom each event alerted (so its cancellation reaches them).
 */
export const alertsProjection: Projection<AlertsDocument> = {
  name: 'alerts',
  version: 1,
  handles: [
    'AlertRuleAdded',
    'AlertRuleRemoved',
    'AlertMatched',
    'AlertedEventCancelled',
  ] satisfies AlertsEvent['type'][],
  indexes: [{ keys: { kind: 1, userId: 1 } }, { keys: { kind: 1, ruleKind: 1 } }, { keys: { eventId: 1 } }],
  documentIds: (event) => documentIds(event as AlertsEvent),
  evolve: (document, event, documentId) => evolve(document, event as AlertsEvent, documentId),
  erasure: [
    { field: 'userId', of: 'user' },
    { field: 'eventId', of: 'events' },
  ],
};
