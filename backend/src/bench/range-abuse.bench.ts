import { cpus, loadavg } from 'node:os';
import { autocannon, describeResult } from './bench-http';
import { recordFigure } from './bench-summary';
import { aNewRangeEachRequest, MONTH_PATH } from './events-api.seed';
import { withSeededServer } from './seeded-server';
import { peakResidentMegabytes, residentMegabytes } from './server-memory';
import { runWhenMain } from './run-when-main';

/** Issue 13's memory mark: one user, a month of 1,750 events, 3,000 distinct ranges at 50 connections. */
const RANGES = 3000;
const CONNECTIONS = 50;
const AIM_MB = 300;

/**
 * The server's peak resident memory while one signed-in user asks for 3,000 distinct ranges of a
 * 1,750-event month (each answer new, so no response cache can serve it), asked plainly and then with
 * `Accept-Encoding: br` as a browser asks (each answer compressed), on the built server with
 * `npm start`'s flags and the embedded stores. Before the byte-bounded caches this took 2.3 GB.
 */
export async function run(): Promise<void> {
  await withSeededServer('eventfold-range-abuse-bench-', { benchUserOnly: true }, async (server, cookie) => {
    const month = await fetch(`${server.url}${MONTH_PATH}`, { headers: { cookie } });
    const events = ((await month.json()) as unknown[]).length;
    const idle = residentMegabytes(server.pid);
    // As the API is asked without compression, then as a browser asks (each new answer compressed).
    for (const encoding of ['identity', 'br'] as const) {
      const [result, peak] = await peakResidentMegabytes(server.pid, () =>
        autocannon({
          url: `${server.url}${MONTH_PATH}`,
          connections: CONNECTIONS,
          amount: RANGES,
          headers: { cookie, 'accept-encoding': encoding },
          requests: aNewRangeEachRequest(),
        }),
      );
      const failed = result.errors + result.non2xx;
      const asked = encoding === 'br' ? ', Accept-Encoding: br' : '';
      console.log(describeResult(`${RANGES} ranges of ${events} events${asked}`, result));
      console.log(
        `server resident memory: ${idle.toFixed(0)} MB idle, peak ${peak.toFixed(0)} MB (aim: at most ${AIM_MB} MB); load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
      );
      recordFigure({
        figure: `server RSS, one user asking ${RANGES} distinct ranges of ${events} events at ${CONNECTIONS} connections${asked} (idle → peak)`,
        value: `${idle.toFixed(0)} → ${peak.toFixed(0)} MB${failed > 0 ? `, ${failed} failed` : ''}`,
        aim: `≤ ${AIM_MB} MB`,
        met: peak <= AIM_MB && failed === 0,
      });
    }
  });
}

runWhenMain(module, run);
