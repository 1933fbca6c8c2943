import type { AuditorGranted, AuditorRevoked } from '@eventfold/contracts';
import type { Decider } from '../infrastructure/events/command-handling';

/** Every grant and revoke lives in this one stream. */
export const AUDITORS_STREAM = 'auditors';

export type AuditorsEvent = AuditorGranted | AuditorRevoked;

export interface AuditorGrant {
  userId: string;
  by: string;
}

/** Who holds the auditor role now. */
export interface AuditorsState {
  status: 'known';
  auditors: ReadonlyMap<string, AuditorGrant>;
}

export type AuditorsCommand =
  | { type: 'GrantAuditor'; userId: string; by: string }
  | { type: 'RevokeAuditor'; userId: string; by: string };

function evolve(state: AuditorsState, event: AuditorsEvent): AuditorsState {
  const auditors = new Map(state.auditors);
  switch (event.type) {
    case 'AuditorGranted':
      auditors.set(event.data.userId, event.data);
      break;
    case 'AuditorRevoked':
      auditors.delete(event.data.userId);
      break;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
  return { status: 'known', auditors };
}

/** Granting an auditor again, or revoking a non-auditor, changes nothing and records nothing. */
function decide(command: AuditorsCommand, state: AuditorsState): AuditorsEvent[] {
  const { userId, by } = command;
  switch (command.type) {
    case 'GrantAuditor':
      return state.auditors.has(userId) ? [] : [{ type: 'AuditorGranted', data: { userId, by } }];
    case 'RevokeAuditor':
      return state.auditors.has(userId) ? [{ type: 'AuditorRevoked', data: { userId, by } }] : [];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const auditorsDecider: Decider<AuditorsState, AuditorsCommand, AuditorsEvent> = {
  initialState: () => ({ status: 'known', auditors: new Map() }),
  evolve,
  decide,
};
