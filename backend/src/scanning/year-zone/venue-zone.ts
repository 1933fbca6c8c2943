import { lookup as zipZone } from 'zipcode-to-timezone';

/**
 * Each state's zone where most of its people live; a ZIP code (looked up first) settles the states a
 * zone line runs through (the Florida panhandle, west Texas, most of Indiana, Arizona's Navajo Nation).
 */
const STATE_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
};

/** "…, IL 60640", "…, IL, 60640" or "…, Chicago, IL": a state code as an address writes it, and a ZIP after it. */
const STATE_AND_ZIP =
  /(?:^|,\s*|\s)([A-Z]{2})(?:,?\s+(\d{5})(?:-\d{4})?)?\s*(?:,|$|\s+(?:US|USA|United States)\b)/g;

/**
 * The venue's IANA zone from an address in the event's location, or null when it names none: a US
 * state code, refined by the ZIP code written after it. A ZIP alone is not trusted (a room number,
 * a price), nor a two-letter word that is no state.
 */
export function zoneFromAddress(location: string | null): string | null {
  if (!location) return null;
  let found: string | null = null;
  for (const [, state, zip] of location.matchAll(STATE_AND_ZIP)) {
    const byState = STATE_ZONES[state!];
    if (!byState) continue;
    found = (zip ? zipZone(zip) : null) ?? byState;
  }
  return found;
}

/** The zone of a state code and a ZIP written after it, or null when the code is no state. */
export function zoneOfStateAndZip(state: string, zip: string): string | null {
  const byState = STATE_ZONES[state];
  return byState ? (zipZone(zip) ?? byState) : null;
}

/** The last US state code an address writes, or null. */
export function stateOfCode(address: string): string | null {
  let found: string | null = null;
  for (const [, state] of address.matchAll(STATE_AND_ZIP)) if (STATE_ZONES[state!]) found = state!;
  return found;
}
