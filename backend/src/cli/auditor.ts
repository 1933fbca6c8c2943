import os from 'node:os';
import { operatingSystemPrincipal } from '@eventfold/contracts';
import { changeAuditorRole, listAuditors } from '../audit/auditor-roles';
import { userByEmailFromLog, type LogAccess } from '../audit/user-directory';
import { newCommandId } from '../infrastructure/events/causation';
import { EventSerializer } from '../infrastructure/events/event-serializer';
import { openLogFromEnv } from '../infrastructure/stores';
import { runCli } from './run-cli';

const USAGE = 'Usage: npm run auditor -- grant EMAIL | revoke EMAIL | list';

/** The operating-system user running the command is the actor recorded on the event. */
function operatorContext() {
  const principal = operatingSystemPrincipal(os.userInfo().username);
  return { userId: principal, correlationId: `cli-${newCommandId()}`, causationId: newCommandId() };
}

async function change(
  log: LogAccess,
  change: 'grant' | 'revoke',
  email: string | undefined,
): Promise<number> {
  if (email === undefined || email.trim() === '') {
    console.error(USAGE);
    return 2;
  }
  const user = await userByEmailFromLog(log, email);
  if (user === null) {
    console.error(`No account with the e-mail ${email}`);
    return 1;
  }
  const changed = await changeAuditorRole(log, change, user.id, operatorContext());
  if (change === 'grant')
    console.log(changed ? `${user.email} is now an auditor` : `${user.email} already is an auditor`);
  else console.log(changed ? `${user.email} is no longer an auditor` : `${user.email} was not an auditor`);
  return 0;
}

async function list(log: LogAccess): Promise<number> {
  const auditors = await listAuditors(log);
  if (auditors.length === 0) console.log('No auditors');
  for (const auditor of auditors) {
    const who = auditor.user === null ? '(erased account)' : `${auditor.user.email}  ${auditor.user.name}`;
    console.log(`${who}  id ${auditor.userId}  granted ${auditor.grantedAt} by ${auditor.by}`);
  }
  return 0;
}

/**
 * Grants, revokes and lists the auditor role straight on the event log (the server may be running:
 * it sees the change through its projections within moments).
 */
async function main([command, email]: string[]): Promise<number> {
  if (command !== 'grant' && command !== 'revoke' && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  const stores = await openLogFromEnv();
  try {
    const log = { ...stores, serializer: new EventSerializer(stores.keyStore, stores.emailClaimKey) };
    return command === 'list' ? await list(log) : await change(log, command, email);
  } finally {
    await stores.close();
  }
}

runCli(main);
