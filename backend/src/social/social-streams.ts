import { Injectable } from '@nestjs/common';
import { CommandStreams } from '../infrastructure/events/command-streams';

/** The social context's write side: every command handler runs its decider through here. */
@Injectable()
export class SocialStreams extends CommandStreams {}

/** The later of two positions, for waiting on commands that wrote to several streams. */
export function lastPosition(...positions: (bigint | null)[]): bigint | null {
  return positions.reduce<bigint | null>(
    (last, p) => (p !== null && (last === null || p > last) ? p : last),
    null,
  );
}
