import { eventDefinition } from '@eventfold/contracts';

/** Turns the data of version `from` into version `from + 1`. */
type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

/**
 * The one place where old event versions become current ones: history is never rewritten, a schema
 * change adds an entry here (keyed `${type}@${from}`) and bumps the definition's version in contracts.
 */
const UPCASTERS: ReadonlyMap<string, Upcaster> = new Map<string, Upcaster>([
  // Own events were seen by their owner alone before they had a visibility.
  ['EventCreated@1', (data) => ({ ...data, visibility: 'private' })],
  // Answers given before RSVP'd events joined the calendar carried no copy of the event.
  ['RsvpChanged@1', (data) => ({ ...data, event: null })],
  // Erasures recorded before their events were named: the read models of then dropped those rows by hand.
  ['UserErased@1', (data) => ({ ...data, eventIds: [] })],
]);

export interface Upcast {
  type: string;
  version: number;
  data: Record<string, unknown>;
}

/** The event at its current version; null for a type this code does not know, or a version from its future. */
export function upcast(type: string, version: number, data: Record<string, unknown>): Upcast | null {
  const definition = eventDefinition(type);
  if (definition === undefined || version > definition.version) return null;
  let current = data;
  for (let from = version; from < definition.version; from += 1) {
    const step = UPCASTERS.get(`${type}@${from}`);
    if (step === undefined) throw new Error(`No upcaster for ${type} from version ${from}`);
    current = step(current);
  }
  return { type, version: definition.version, data: current };
}
