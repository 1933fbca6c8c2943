import { type Cheerio, type CheerioAPI } from 'cheerio';
import { type AnyNode, type Element } from 'domhandler';
import { type ExtractionContext, type RawEvent } from '../scanned-event';
import { type BlockReading, readEventBlock } from './event-block';
import { namedBySlot } from './title-slot';

/** Blocks of one listing: sibling elements, or in a definition list each <dt> with its <dd>s. */
function siblingBlocks($: CheerioAPI, parent: Element): Array<{ key: string; block: Cheerio<AnyNode> }> {
  const children = $(parent).children().toArray();
  if (parent.name === 'dl') {
    const blocks: Array<{ key: string; block: Cheerio<AnyNode> }> = [];
    for (const child of children) {
      if (child.name === 'dt') blocks.push({ key: 'dt', block: $(child) });
      else if (child.name === 'dd' && blocks.length > 0)
        blocks[blocks.length - 1]!.block = blocks[blocks.length - 1]!.block.add(child);
    }
    return blocks;
  }
  return children.map((child) => ({ key: child.name, block: $(child) }));
}

/**
 * The structural heuristic: a listing page repeats one block per event. Among the children of each
 * element, blocks of the same tag that each read as one event (one date, a time, a title) count
 * when at least two do; a lone date on a page (an article's byline) never makes an event.
 */
export function extractListing($: CheerioAPI, context: ExtractionContext): RawEvent[] {
  $('script, style, noscript, template, svg, nav, select').remove();
  const events: RawEvent[] = [];
  const used = new Set<AnyNode>();
  for (const parent of $('body, body *').toArray()) {
    if (
      $(parent)
        .parents()
        .toArray()
        .some((ancestor) => used.has(ancestor)) ||
      used.has(parent)
    )
      continue;
    const groups = new Map<string, Array<{ block: Cheerio<AnyNode>; reading: BlockReading }>>();
    for (const { key, block } of siblingBlocks($, parent)) {
      const reading = readEventBlock($, block, context);
      if (reading) groups.set(key, [...(groups.get(key) ?? []), { block, reading }]);
    }
    for (const members of groups.values()) {
      if (members.length < 2) continue;
      for (const { block } of members) block.each((_, element) => void used.add(element));
      events.push(...namedBySlot(members.map(({ reading }) => reading)));
    }
  }
  return events;
}
