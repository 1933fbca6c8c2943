/**
 * The zone of a country where nearly everyone lives in one (by ISO 3166 code), as the US states' table does for a
 * state: a touring performer's page lists shows abroad, each at its venue's wall-clock time. Countries spanning
 * several zones (the US, Canada, Mexico, Brazil, Russia, Australia, Indonesia) are left out: their address needs more.
 */
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  AE: 'Asia/Dubai',
  AR: 'America/Argentina/Buenos_Aires',
  AT: 'Europe/Vienna',
  BE: 'Europe/Brussels',
  BG: 'Europe/Sofia',
  CH: 'Europe/Zurich',
  CN: 'Asia/Shanghai',
  CO: 'America/Bogota',
  CY: 'Asia/Nicosia',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EE: 'Europe/Tallinn',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  HK: 'Asia/Hong_Kong',
  HR: 'Europe/Zagreb',
  HU: 'Europe/Budapest',
  IE: 'Europe/Dublin',
  IL: 'Asia/Jerusalem',
  IN: 'Asia/Kolkata',
  IS: 'Atlantic/Reykjavik',
  IT: 'Europe/Rome',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  LT: 'Europe/Vilnius',
  LU: 'Europe/Luxembourg',
  LV: 'Europe/Riga',
  MT: 'Europe/Malta',
  MY: 'Asia/Kuala_Lumpur',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NZ: 'Pacific/Auckland',
  PE: 'America/Lima',
  PH: 'Asia/Manila',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  RO: 'Europe/Bucharest',
  RS: 'Europe/Belgrade',
  SE: 'Europe/Stockholm',
  SG: 'Asia/Singapore',
  SI: 'Europe/Ljubljana',
  SK: 'Europe/Bratislava',
  TH: 'Asia/Bangkok',
  TR: 'Europe/Istanbul',
  TW: 'Asia/Taipei',
  UA: 'Europe/Kyiv',
  ZA: 'Africa/Johannesburg',
};

/** Other names an address gives a country by ("UK", "England"); its English name is asked of Intl. */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'great britain': 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  'south korea': 'KR',
};

let byName: Map<string, string> | null = null;

function codeOfName(name: string): string | null {
  if (!byName) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    byName = new Map(Object.keys(COUNTRY_ZONES).map((code) => [names.of(code)!.toLowerCase(), code]));
    for (const [other, code] of Object.entries(OTHER_NAMES)) byName.set(other, code);
  }
  return byName.get(name) ?? null;
}

/** The zone of a country named by its ISO code ("FR") or its English name ("France", "UK"); null for others. */
export function countryZone(country: string | null): string | null {
  const text = country?.trim();
  if (!text) return null;
  const name = text.toLowerCase();
  const code = OTHER_NAMES[name] ?? (/^[a-z]{2}$/.test(name) ? name.toUpperCase() : codeOfName(name));
  const zone = code ? COUNTRY_ZONES[code] : undefined;
  return zone ?? null;
}
