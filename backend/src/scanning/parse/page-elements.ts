import { type Element } from 'domhandler';

/**
 * The elements the page-wide readers look for, in document order, noted as the parser opens them:
 * a selector query per reader (bodies, scripts, links) walked a 1 MB listing once each, and one
 * walk for all of them still cost as much as a tenth of the listing.
 */
export interface PageElements {
  /** Every <body> (a fragment has none). */
  bodies: Element[];
  scripts: Element[];
  /** `a[href], link[href]`. */
  links: Element[];
  /** `iframe[src]`: embedded widgets, a calendar's among them. */
  frames: Element[];
  /** `[itemprop~="postalCode"], .p-postal-code, .postal-code`: microdata and microformats postal codes. */
  postalCodes: Element[];
}

/** Whether a space-separated attribute value (a class, an itemprop) holds the word, as `~=` and `.class` match. */
function holdsWord(value: string | undefined, word: string): boolean {
  if (value === undefined || !value.includes(word)) return false;
  return value.split(/[ \t\n\f\r]+/).includes(word);
}

function isPostalCode(element: Element): boolean {
  const { class: className, itemprop } = element.attribs;
  return (
    holdsWord(itemprop, 'postalCode') ||
    holdsWord(className, 'p-postal-code') ||
    holdsWord(className, 'postal-code')
  );
}

export function noPageElements(): PageElements {
  return { bodies: [], scripts: [], links: [], frames: [], postalCodes: [] };
}

/** Files an element under the readers that look for it; elements come in document order, as the parser opens them. */
export function notePageElement(found: PageElements, element: Element): void {
  const name = element.name;
  if (name === 'body') found.bodies.push(element);
  else if (name === 'script') found.scripts.push(element);
  else if ((name === 'a' || name === 'link') && element.attribs['href'] !== undefined)
    found.links.push(element);
  else if (name === 'iframe' && element.attribs['src'] !== undefined) found.frames.push(element);
  if (isPostalCode(element)) found.postalCodes.push(element);
}
