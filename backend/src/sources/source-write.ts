import type { CommandResult } from '../infrastructure/events/command-handling';
import type { SourceEvent } from './source.types';

/** What a sources command answers: where to wait for the read models, and the scan it requested. */
export interface SourceWrite {
  sourceId: string;
  position: bigint | null;
  /** The scan the worker should run now, if the command requested one. */
  scanId: string | null;
}

export function sourceWrite(sourceId: string, result: CommandResult<SourceEvent>): SourceWrite {
  const requested = result.events.find((event) => event.type === 'SourceScanRequested');
  return { sourceId, position: result.position, scanId: requested?.data.scanId ?? null };
}
