import type { AnyNode, Element } from 'domhandler';
import { type HeadingMonth, monthHeading } from '../records/month-headings';
import { childElements, isElement } from './page-tree';

/**
 * The month or day heading in force over each record ("February 2026" over rows of "Wed 18 - Sun 22", "Saturday,
 * December 5" over a day's hours), as the listing reader reads such headings: the last one before the record in the
 * page's order, outside every record (a record's own day heads nothing after it).
 */
export function headingsOver(root: AnyNode, records: ReadonlySet<Element>): Map<Element, HeadingMonth> {
  const over = new Map<Element, HeadingMonth>();
  let current: HeadingMonth | null = null;
  const stack: AnyNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isElement(node)) {
      // A row of the list that is only a month ("December 2026" in a table of shows) heads the rows after it.
      const heading = monthHeading(node);
      if (heading) {
        current = heading;
        continue;
      }
      if (records.has(node)) {
        if (current) over.set(node, current);
        continue;
      }
    }
    const children = childElements(node);
    for (let at = children.length - 1; at >= 0; at -= 1) stack.push(children[at]!);
  }
  return over;
}
