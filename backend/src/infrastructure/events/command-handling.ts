import type { DomainEvent, EventStore, ExpectedRevision } from '@eventfold/contracts';
import type { CommandContext, EventSerializer } from './event-serializer';

/** Business logic as a pure decider: state folded from past events decides the new ones. */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export interface CommandResult<Event> {
  events: Event[];
  /** Global position of the last appended event; null when the command changed nothing. */
  position: bigint | null;
}

/**
 * Read the stream, fold it, decide, append with the revision that was read: a concurrent writer makes
 * the append fail with WrongExpectedRevisionError (answered 409) instead of silently losing an update.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  deps: { eventStore: EventStore; serializer: EventSerializer },
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<Event>> {
  const stored = await deps.eventStore.readStream(streamId);
  let state = decider.initialState();
  for (const event of stored) {
    const current = await deps.serializer.deserialize(event);
    if (current !== null) state = decider.evolve(state, current as unknown as Event);
  }
  const events = decider.decide(command, state);
  if (events.length === 0) return { events, position: null };
  const last = stored[stored.length - 1];
  const expected: ExpectedRevision = last === undefined ? 'no_stream' : last.revision;
  const toAppend = await Promise.all(events.map((event) => deps.serializer.serialize(event, context)));
  const result = await deps.eventStore.appendToStream(streamId, toAppend, expected);
  return { events, position: result.position };
}
