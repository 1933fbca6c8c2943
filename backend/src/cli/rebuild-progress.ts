import { Presets, SingleBar } from 'cli-progress';
import type { RebuildProgress, RebuildResult } from '@eventfold/projections';

export interface RebuildProgressBar {
  update(progress: RebuildProgress): void;
  stop(): void;
}

/**
 * A progress bar on stderr for a rebuild, so that stdout keeps only the result lines. The bar
 * advances by log position, which on the embedded store equals the number of events read.
 */
export function rebuildProgressBar(label: string, head: bigint): RebuildProgressBar {
  const started = performance.now();
  const bar = new SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} | {events} events | {rate} events/s`,
      stream: process.stderr,
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  bar.start(Number(head), 0, { events: 0, rate: 0 });
  return {
    update(progress) {
      bar.update(Number(progress.position), {
        events: progress.events,
        rate: eventsPerSecond(progress.events, performance.now() - started),
      });
    },
    stop() {
      bar.stop();
    },
  };
}

export function eventsPerSecond(events: number, elapsedMs: number): number {
  return elapsedMs <= 0 ? 0 : Math.round((events * 1000) / elapsedMs);
}

export function describeRebuild(label: string, result: RebuildResult): string {
  const rate = eventsPerSecond(result.events, result.elapsedMs).toLocaleString('en-US');
  const seconds = (result.elapsedMs / 1000).toFixed(2);
  return `${label}: ${result.events.toLocaleString('en-US')} events, ${result.documentsWritten.toLocaleString('en-US')} document writes in ${seconds} s (${rate} events/s)`;
}
