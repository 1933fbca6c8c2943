import { mf2 } from 'microformats-parser';
import { type RawEvent } from '../scanned-event';

type Mf2Item = ReturnType<typeof mf2>['items'][number];
type Mf2Value = Mf2Item['properties'][string][number];

function valueText(value: Mf2Value | undefined): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  if ('properties' in value)
    return valueText(value.properties.name?.[0]) ?? (typeof value.value === 'string' ? value.value : null);
  if ('html' in value) return value.value;
  return value.value ?? null;
}

/** microformats2 writes "2026-12-06 20:00"; ISO wants the T. */
function isoText(value: string | null): string | null {
  return value ? value.trim().replace(/^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}:\d{2})/, '$1T$2') : null;
}

function toRaw(item: Mf2Item): RawEvent | null {
  const property = (name: string): string | null => valueText(item.properties[name]?.[0]);
  const title = property('name');
  const start = isoText(property('start'));
  if (!title || !start) return null;
  return {
    tier: 'structured',
    title,
    start,
    end: isoText(property('end')),
    location: property('location'),
    url: property('url'),
    imageUrl: property('photo'),
    description: property('summary') ?? property('description'),
    sourceId: property('uid'),
    provenance: `microformats ${item.type?.join(' ') ?? 'h-event'} "${title}"`,
  };
}

/** h-event items anywhere in the page, including children of an h-feed. */
export function extractMicroformats(html: string, pageUrl: string): RawEvent[] {
  // Classic hCalendar (`vevent`) is read by the parser as h-event too.
  if (!/\b(h-event|vevent)\b/.test(html)) return [];
  const events: RawEvent[] = [];
  const visit = (items: Mf2Item[]): void => {
    for (const item of items) {
      if (item.type?.includes('h-event')) {
        const raw = toRaw(item);
        if (raw) events.push(raw);
      } else if (item.children) visit(item.children);
    }
  };
  visit(mf2(html, { baseUrl: pageUrl }).items);
  return events;
}
