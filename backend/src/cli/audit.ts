import { parseArgs } from 'node:util';
import { Presets, SingleBar } from 'cli-progress';
import { historyFromLog } from '../audit/log-history';
import { userByEmailFromLog } from '../audit/user-directory';
import { EventSerializer } from '../infrastructure/events/event-serializer';
import { openLogFromEnv } from '../infrastructure/stores';
import { runCli } from './run-cli';

const USAGE = 'Usage: npm run audit -- history EMAIL [--as-of ISO-date-time] [--json]';

/**
 * Prints a user's history from the event log directly (the server may be running): one line per
 * event, or with --json one JSON object per line, as GET /api/audit/users/{id}/history.jsonl.
 */
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'as-of': { type: 'string' }, json: { type: 'boolean', default: false } },
  });
  const [command, email] = positionals;
  const asOfText = values['as-of'];
  const asOf = asOfText === undefined ? undefined : new Date(asOfText);
  if (command !== 'history' || email === undefined || (asOf !== undefined && Number.isNaN(asOf.getTime()))) {
    console.error(USAGE);
    return 2;
  }
  const stores = await openLogFromEnv();
  try {
    const log = { ...stores, serializer: new EventSerializer(stores.keyStore, stores.emailClaimKey) };
    const user = await userByEmailFromLog(log, email);
    if (user === null) {
      console.error(`No account with the e-mail ${email}`);
      return 1;
    }
    const bar = new SingleBar(
      { format: 'Reading the log [{bar}] {percentage}%', stream: process.stderr, hideCursor: true },
      Presets.shades_classic,
    );
    bar.start(Number(await stores.eventStore.headPosition()), 0);
    const lines: string[] = [];
    let count = 0;
    for await (const item of historyFromLog(log, user.id, {
      asOf,
      onProgress: (p) => bar.update(Number(p)),
    })) {
      count += 1;
      lines.push(
        values.json
          ? JSON.stringify(item)
          : `${item.position.padStart(8)}  ${item.occurredAt}  ${item.type.padEnd(24)} ${item.actorId ?? '-'}  ${item.summary}`,
      );
    }
    bar.stop();
    if (!values.json)
      console.log(
        `History of ${user.email} (${user.id})${asOf === undefined ? '' : ` as of ${asOf.toISOString()}`}: ${count} events`,
      );
    for (const line of lines) console.log(line);
    return 0;
  } finally {
    await stores.close();
  }
}

runCli(main);
