import { type AnyNode, type Document, type Element } from 'domhandler';

/**
 * The elements the page-wide readers look for, found in one walk of the document in document
 * order: a selector query per reader (bodies, scripts, links) walked a 1 MB listing once each.
 */
export interface PageElements {
  /** Every <body> (a fragment has none). */
  bodies: Element[];
  scripts: Element[];
  /** `a[href], link[href]`. */
  links: Element[];
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

export function pageElements(root: Document): PageElements {
  const found: PageElements = { bodies: [], scripts: [], links: [], postalCodes: [] };
  const visit = (nodes: AnyNode[]): void => {
    for (const node of nodes) {
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const element = node as Element;
      const name = element.name;
      if (name === 'body') found.bodies.push(element);
      else if (name === 'script') found.scripts.push(element);
      else if ((name === 'a' || name === 'link') && element.attribs['href'] !== undefined)
        found.links.push(element);
      if (isPostalCode(element)) found.postalCodes.push(element);
      visit(element.children);
    }
  };
  visit(root.children);
  return found;
}
