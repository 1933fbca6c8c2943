import { type MicrodataItem, toJson } from 'microdata-node';
import { type RawEvent } from '../scanned-event';
import { collectSchemaEvents } from './jsonld-extractor';
import { mapSchemaEvent, type SchemaNode } from './schema-event-mapper';

/** Reshapes a microdata item like its JSON-LD equivalent so one mapper reads both. */
function toSchemaNode(item: MicrodataItem): SchemaNode {
  const node: SchemaNode = { '@type': item.type ?? [] };
  if (item.id) node['@id'] = item.id;
  for (const [name, values] of Object.entries(item.properties)) {
    node[name] = values.map((value) => (typeof value === 'string' ? value : toSchemaNode(value)));
  }
  return node;
}

export function extractMicrodata(html: string, pageUrl: string): RawEvent[] {
  if (!/\bitemscope\b/i.test(html)) return [];
  const { items } = toJson(html, { base: pageUrl });
  return collectSchemaEvents(items.map(toSchemaNode))
    .map((node) => mapSchemaEvent(node, 'microdata'))
    .filter((event): event is RawEvent => event !== null);
}
