const HOUR_MS = 3600 * 1000;

export function isInstant(iso: string | null): boolean {
  return iso !== null && !Number.isNaN(Date.parse(iso));
}

/** The one string form of an instant in this read model, so that range filters compare strings. */
export function normaliseInstant(iso: string): string {
  return new Date(iso).toISOString();
}

/** The zone's offset from UTC (ms) at an instant, from Intl: projections stay free of date libraries. */
function offsetAt(instantMs: number, timezone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instantMs));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

export function isKnownZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** The next local midnight after `startIso` in `timezone`: 23 or 25 hours later on DST days. */
export function endOfLocalDay(startIso: string, timezone: string): string {
  const start = Date.parse(startIso);
  if (!isKnownZone(timezone)) return new Date(start + 24 * HOUR_MS).toISOString();
  const local = new Date(start + offsetAt(start, timezone));
  const nextMidnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  // The offset at the guess may differ from the one at the real midnight; one correction settles it.
  let guess = nextMidnightAsUtc - offsetAt(nextMidnightAsUtc, timezone);
  guess = nextMidnightAsUtc - offsetAt(guess, timezone);
  return new Date(guess).toISOString();
}

export function rangeEnd(event: {
  startDate: string;
  endDate: string | null;
  allDay: boolean;
  timezone: string;
}): string {
  if (event.endDate !== null && Date.parse(event.endDate) > Date.parse(event.startDate)) {
    return normaliseInstant(event.endDate);
  }
  if (event.allDay) return endOfLocalDay(event.startDate, event.timezone);
  return new Date(Date.parse(event.startDate) + HOUR_MS).toISOString();
}
