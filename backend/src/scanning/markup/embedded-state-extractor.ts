import { type CheerioAPI } from 'cheerio';
import { type Element } from 'domhandler';
import { type RawEvent } from '../scanned-event';

type Node = Record<string, unknown>;

const TITLE_KEYS = ['title', 'name', 'eventName', 'summary'];
const START_KEYS = [
  'startDate',
  'start_date',
  'dateTime',
  'startTime',
  'start_time',
  'startsAt',
  'starts_at',
  'start',
];
const END_KEYS = ['endDate', 'end_date', 'endTime', 'end_time', 'endsAt', 'ends_at', 'end'];
const URL_KEYS = ['eventUrl', 'url', 'link', 'permalink'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** Application state larger than this is not read: a page's own events never need it. */
const MAX_STATE_CHARS = 5_000_000;
const MAX_EVENTS = 1000;

function firstString(node: Node, keys: string[], test?: RegExp): string | null {
  for (const key of keys) {
    const value = node[key];
    if (typeof value === 'string' && value.trim() !== '' && (!test || test.test(value.trim())))
      return value.trim();
  }
  return null;
}

/**
 * An object the app state calls an event: typed so (`__typename`, `type`, `kind`), or listed
 * under an "events" key, or given both a start and an end. A member's sign-up date or a post's
 * publication date has neither.
 */
function isEventLike(node: Node, parentKey: string): boolean {
  const type = [node['__typename'], node['type'], node['kind'], node['@type']].find(
    (value) => typeof value === 'string',
  );
  if (typeof type === 'string') return /event|show|performance|session|occurrence/i.test(type);
  if (/events?$/i.test(parentKey)) return true;
  return firstString(node, END_KEYS, ISO_DATE) !== null;
}

/** Script bodies holding application state: JSON scripts and `window.__STATE__ = {…}` assignments. */
function stateRoots($: CheerioAPI, scripts: readonly Element[]): Array<{ label: string; root: unknown }> {
  const roots: Array<{ label: string; root: unknown }> = [];
  scripts.forEach((element) => {
    const type = (element.attribs['type'] ?? '').toLowerCase();
    if (type === 'application/ld+json') return;
    const text = $(element).text();
    if (text.length > MAX_STATE_CHARS) return;
    const label = element.attribs['id'] ? `#${element.attribs['id']}` : type || 'script';
    if (type === 'application/json') {
      try {
        roots.push({ label, root: JSON.parse(text) });
      } catch {
        // Not JSON after all: nothing to read.
      }
      return;
    }
    const assignment =
      /^\s*(?:window\.|var\s+|let\s+|const\s+)?(__[A-Z0-9_]+__)\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(text);
    if (!assignment) return;
    try {
      roots.push({ label: assignment[1]!, root: JSON.parse(assignment[2]!) });
    } catch {
      // A JavaScript object literal that is not JSON: not read.
    }
  });
  return roots;
}

/** Apollo and similar caches refer to objects as `{ "__ref": "Venue:123" }`. */
function referenced(value: unknown, byRef: Map<string, Node>): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const ref = (value as Node)['__ref'];
    if (typeof ref === 'string') return byRef.get(ref) ?? null;
  }
  return value;
}

function placeText(value: unknown, byRef: Map<string, Node>): string | null {
  const place = referenced(value, byRef);
  if (typeof place === 'string') return place;
  if (!place || typeof place !== 'object' || Array.isArray(place)) return null;
  const node = place as Node;
  const parts = ['name', 'address', 'city']
    .map((key) => node[key])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Events in a page's embedded application state (Next.js `__NEXT_DATA__`, `window.__INITIAL_STATE__`,
 * other JSON scripts): pages rendered in the browser carry their listing only there.
 */
/** `scripts`: the page's script elements, in document order. */
export function extractEmbeddedState($: CheerioAPI, scripts: readonly Element[]): RawEvent[] {
  const events: RawEvent[] = [];
  for (const { label, root } of stateRoots($, scripts)) {
    const byRef = new Map<string, Node>();
    const index = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(index);
      else if (value && typeof value === 'object')
        for (const [key, child] of Object.entries(value as Node)) {
          if (/^\w+:[\w-]+$/.test(key) && child && typeof child === 'object') byRef.set(key, child as Node);
          index(child);
        }
    };
    index(root);
    const visit = (value: unknown, parentKey: string): void => {
      if (events.length >= MAX_EVENTS) return;
      if (Array.isArray(value)) return value.forEach((child) => visit(child, parentKey));
      if (!value || typeof value !== 'object') return;
      const node = value as Node;
      const title = firstString(node, TITLE_KEYS);
      const start = firstString(node, START_KEYS, ISO_DATE);
      if (title && start && isEventLike(node, parentKey)) {
        if (/cancel/i.test(String(node['status'] ?? ''))) return;
        events.push({
          tier: 'structured',
          title,
          start: start.replace(' ', 'T'),
          end: firstString(node, END_KEYS, ISO_DATE)?.replace(' ', 'T') ?? null,
          location: placeText(node['venue'] ?? node['location'] ?? node['place'], byRef),
          url: firstString(node, URL_KEYS),
          description: typeof node['description'] === 'string' ? node['description'] : null,
          sourceId:
            typeof node['id'] === 'string' || typeof node['id'] === 'number' ? String(node['id']) : null,
          provenance: `embedded app state ${label}: ${String(node['__typename'] ?? parentKey)} "${title}", ${start}`,
        });
        return;
      }
      for (const [key, child] of Object.entries(node)) visit(child, key);
    };
    visit(root, '');
  }
  return events;
}
