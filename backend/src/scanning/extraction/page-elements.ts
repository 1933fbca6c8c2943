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
}

export function pageElements(root: Document): PageElements {
  const found: PageElements = { bodies: [], scripts: [], links: [] };
  const visit = (nodes: AnyNode[]): void => {
    for (const node of nodes) {
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const element = node as Element;
      const name = element.name;
      if (name === 'body') found.bodies.push(element);
      else if (name === 'script') found.scripts.push(element);
      else if ((name === 'a' || name === 'link') && element.attribs['href'] !== undefined)
        found.links.push(element);
      visit(element.children);
    }
  };
  visit(root.children);
  return found;
}
