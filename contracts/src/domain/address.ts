/** A US ZIP code, alone in its part of an address: "60640" or "60640-1234". */
const ZIP_PART = /^\d{5}(?:-\d{4})?$/;
/** A part ending in a state code ("IL", "Chicago IL"): the ZIP after it belongs beside it, not after a comma. */
const ENDS_IN_STATE = /(?:^|\s)[A-Z]{2}\.?$/;

/**
 * An address as people in the US write it: its parts separated by one comma and a space, empty
 * parts left out, and the ZIP beside its state ("Chicago, IL 60614", not "Chicago, IL, 60614").
 * Pages and feeds join an address's fields blindly ("IL, 60640", ", , Chicago"); this is the one
 * place that puts them right, for the scanner (before events are stored) and for every screen.
 */
export function tidyAddress(text: string): string {
  const parts = text
    .split(',')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
  const tidied: string[] = [];
  for (const part of parts) {
    const previous = tidied[tidied.length - 1];
    if (previous !== undefined && ZIP_PART.test(part) && ENDS_IN_STATE.test(previous))
      tidied[tidied.length - 1] = `${previous.replace(/\.$/, '')} ${part}`;
    else tidied.push(part);
  }
  return tidied.join(', ');
}

/** The parts of a postal address (schema.org PostalAddress, a feed's venue), any of them missing. */
export interface AddressParts {
  street?: string | null;
  locality?: string | null;
  region?: string | null;
  postalCode?: string | null;
}

/** "2201 N Clark St, Chicago, IL 60614" from its parts; null when every part is empty. */
export function formatAddress({ street, locality, region, postalCode }: AddressParts): string | null {
  const regionAndZip = [region, postalCode].filter((part) => part && part.trim() !== '').join(' ');
  const text = tidyAddress([street, locality, regionAndZip].filter(Boolean).join(', '));
  return text === '' ? null : text;
}

/** An event's location as it is stored and shown: tidied, and null when nothing is left of it. */
export function tidyLocation(location: string | null | undefined): string | null {
  return location ? tidyAddress(location) || null : null;
}
