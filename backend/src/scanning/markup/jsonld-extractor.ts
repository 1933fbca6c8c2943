import { type CheerioAPI } from 'cheerio';
import { type Element } from 'domhandler';
import { type RawEvent } from '../scanned-event';
import { isSchemaEvent, mapSchemaEvent, type SchemaNode } from './schema-event-mapper';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Some CMSs leave raw control characters inside strings; JSON forbids them but the data is fine.
    try {
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      return JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return null;
    }
  }
}

/** Replaces `{ "@id": … }` references (common in @graph documents) with the node they name. */
function resolveReference(value: unknown, byId: Map<string, SchemaNode>): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const node = value as SchemaNode;
  const id = node['@id'];
  if (typeof id === 'string' && Object.keys(node).length === 1) return byId.get(id) ?? value;
  return value;
}

/**
 * Walks any JSON-LD shape (single nodes, arrays, @graph, ItemList/ListItem, events nested in a Place
 * or Organization) and returns each schema.org Event once. Of an event's own fields only its
 * `subEvent`s are descended into (a series' screenings, a festival's shows: each dated event of its
 * own); a node reached twice (an `@id` reference) is read once.
 */
export function collectSchemaEvents(roots: unknown[]): SchemaNode[] {
  const byId = new Map<string, SchemaNode>();
  const index = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(index);
    else if (value && typeof value === 'object') {
      const node = value as SchemaNode;
      if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) byId.set(node['@id'], node);
      Object.values(node).forEach(index);
    }
  };
  roots.forEach(index);
  const events: SchemaNode[] = [];
  const seen = new Set<SchemaNode>();
  const visit = (value: unknown): void => {
    const resolved = resolveReference(value, byId);
    if (Array.isArray(resolved)) resolved.forEach(visit);
    else if (resolved && typeof resolved === 'object' && !seen.has(resolved as SchemaNode)) {
      const node = resolved as SchemaNode;
      seen.add(node);
      if (isSchemaEvent(node)) {
        events.push({ ...node, location: resolveReference(node.location, byId) });
        visit(node.subEvent);
        return;
      }
      Object.values(node).forEach(visit);
    }
  };
  roots.forEach(visit);
  return events;
}

/** The parsed JSON-LD documents among the page's script elements (in document order); unreadable ones left out. */
export function jsonLdRoots($: CheerioAPI, scripts: readonly Element[]): unknown[] {
  return scripts
    .filter((element) => (element.attribs['type'] ?? '').toLowerCase() === 'application/ld+json')
    .map((element) => parseJson($(element).text()))
    .filter((root) => root !== null);
}

/** `scripts`: the page's script elements, in document order; `roots` their JSON-LD when already read. */
export function extractJsonLd(
  $: CheerioAPI,
  scripts: readonly Element[],
  roots: unknown[] = jsonLdRoots($, scripts),
): RawEvent[] {
  return collectSchemaEvents(roots)
    .map((node) => mapSchemaEvent(node, 'JSON-LD'))
    .filter((event): event is RawEvent => event !== null);
}
