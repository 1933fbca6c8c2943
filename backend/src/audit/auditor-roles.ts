import type { AuditUser } from '@eventfold/contracts';
import { handleCommand } from '../infrastructure/events/command-handling';
import type { CommandContext } from '../infrastructure/events/event-serializer';
import {
  AUDITORS_STREAM,
  auditorsDecider,
  type AuditorGrant,
  type AuditorsEvent,
  type AuditorsState,
} from './auditors.decider';
import { userFromLog, type LogAccess } from './user-directory';

/** Grants or revokes the role; false when it changed nothing (already granted, or not an auditor). */
export async function changeAuditorRole(
  log: LogAccess,
  change: 'grant' | 'revoke',
  userId: string,
  context: CommandContext & { userId: string },
): Promise<boolean> {
  const command =
    change === 'grant'
      ? ({ type: 'GrantAuditor', userId, by: context.userId } as const)
      : ({ type: 'RevokeAuditor', userId, by: context.userId } as const);
  const result = await handleCommand(log, AUDITORS_STREAM, auditorsDecider, command, context);
  return result.events.length > 0;
}

export interface AuditorListing extends AuditorGrant {
  /** null: the account has since been erased. */
  user: AuditUser | null;
  grantedAt: string;
}

/** The current auditors, folded from their one stream, oldest grant first. */
export async function listAuditors(log: LogAccess): Promise<AuditorListing[]> {
  let state: AuditorsState = auditorsDecider.initialState();
  const grantedAt = new Map<string, string>();
  for (const stored of await log.eventStore.readStream(AUDITORS_STREAM)) {
    const event = await log.serializer.deserialize(stored);
    if (event === null) continue;
    state = auditorsDecider.evolve(state, event as unknown as AuditorsEvent);
    if (event.type === 'AuditorGranted')
      grantedAt.set(String(event.data['userId']), event.metadata.occurredAt);
  }
  return Promise.all(
    [...state.auditors.values()].map(async (grant) => ({
      ...grant,
      grantedAt: grantedAt.get(grant.userId) ?? '',
      user: await userFromLog(log, grant.userId),
    })),
  );
}
