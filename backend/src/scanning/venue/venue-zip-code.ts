import { type CheerioAPI } from 'cheerio';
import { type Element } from 'domhandler';
import { visitJsonLdNodes } from '../markup/json-ld-nodes';

const US_ZIP = /^(\d{5})(?:-\d{4})?$/;
/** An address written as one line ends with its state and ZIP: "…, Chicago, IL 60614(, USA)". */
const ZIP_ENDING_ADDRESS = /\b[A-Z]{2}\.?,?\s+(\d{5})(?:-\d{4})?\s*(?:,?\s*(?:USA|US|United States))?\s*$/i;
const US_COUNTRY = /^(?:us|usa|u\.s\.a?\.?|united states(?: of america)?)$/i;

/** A postal code's five-digit ZIP; null when it is not a US ZIP ("M5V 2T6", "75001 Paris"). */
function zipOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value)) return zipOf(String(value).padStart(5, '0'));
  if (typeof value !== 'string') return null;
  return US_ZIP.exec(value.trim())?.[1] ?? null;
}

/** schema.org writes a country as text or as a Country node; absent means it did not say. */
function isOutsideUs(country: unknown): boolean {
  const name =
    typeof country === 'string'
      ? country
      : country && typeof country === 'object'
        ? (country as Record<string, unknown>).name
        : undefined;
  return typeof name === 'string' && name.trim() !== '' && !US_COUNTRY.test(name.trim());
}

/**
 * Every ZIP JSON-LD names for a place: a PostalAddress's (or a Place's own) `postalCode`, or an
 * `address` written as one line. Every node is visited, so the Organization, the Place, a
 * LocalBusiness and the places of the page's events are all read.
 */
function jsonLdZips(roots: readonly unknown[]): string[] {
  const zips: string[] = [];
  visitJsonLdNodes(roots, undefined, (node) => {
    if ('postalCode' in node && !isOutsideUs(node.addressCountry)) {
      const zip = zipOf(node.postalCode);
      if (zip !== null) zips.push(zip);
    }
    if (typeof node.address === 'string') {
      const zip = ZIP_ENDING_ADDRESS.exec(node.address)?.[1];
      if (zip !== undefined) zips.push(zip);
    }
    return undefined;
  });
  return zips;
}

/** The value a microdata or microformats property carries: its machine-readable attribute, else its text. */
function propertyValue($: CheerioAPI, element: Element): string {
  const node = $(element);
  return node.attr('content') ?? node.attr('value') ?? node.attr('title') ?? node.text();
}

/**
 * Microdata `itemprop="postalCode"`, microformats2 `p-postal-code` (h-adr, h-card) and classic adr `postal-code`
 * (noted while the page was parsed, `parsePage`).
 */
function attributeZips($: CheerioAPI, elements: readonly Element[]): string[] {
  return elements.flatMap((element) => zipOf(propertyValue($, element)) ?? []);
}

/**
 * The ZIP of the place a venue's page names in its organisation or place markup (JSON-LD, microdata,
 * h-card/h-adr; `jsonLdRoots`: the page's parsed JSON-LD), used to prefill its source's ZIP. Only when every postal code the page names is the
 * same ZIP: a page listing events at many places (a city guide, a ticket seller) names no one venue.
 */
export function venueZipCode(
  $: CheerioAPI,
  jsonLdRoots: readonly unknown[],
  postalCodes: readonly Element[],
): string | null {
  const zips = new Set([...jsonLdZips(jsonLdRoots), ...attributeZips($, postalCodes)]);
  return zips.size === 1 ? ([...zips][0] as string) : null;
}
