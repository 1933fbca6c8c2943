import { type CheerioAPI } from 'cheerio';
import { tidyAddress } from '@eventfold/contracts';
import { type Element } from 'domhandler';
import { type RawEvent } from '../scanned-event';
import { paddedIso } from '../year-zone/iso-forms';
import { recordArrays } from './script-literals';

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
  'start_at',
  'begin',
  'datetime',
  'date',
];
const END_KEYS = ['endDate', 'end_date', 'endTime', 'end_time', 'endsAt', 'ends_at', 'end'];
const URL_KEYS = ['eventUrl', 'url', 'link', 'permalink'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** Epoch times a start may be written in (milliseconds or seconds), 2000 to 2100: other numbers are no dates. */
const EPOCH_MS = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2100, 0, 1) };
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

/** A start or end as ISO 8601 (padded, "T" for a database's space), from an ISO string or an epoch number. */
function dateOf(node: Node, keys: string[]): string | null {
  for (const key of keys) {
    const value = node[key];
    if (typeof value === 'string') {
      const iso = paddedIso(value.trim().replace(/^(\d{4}-\d{1,2}-\d{1,2}) (?=\d)/, '$1T'));
      if (ISO_DATE.test(iso)) return iso;
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      const ms = value < EPOCH_MS.from ? value * 1000 : value;
      if (ms >= EPOCH_MS.from && ms < EPOCH_MS.to) return new Date(ms).toISOString();
    }
  }
  return null;
}

/** Records a list must hold with a name and a start, and its share of them, to be read as a list of events. */
const MIN_LISTED = 2;

/**
 * A list read by its shape: two or more records, most of them with a name and a start (a widget's `events: [{ title,
 * start }, …]`), whatever the list or its records are called.
 */
function listsEvents(items: unknown[]): boolean {
  if (items.length < MIN_LISTED) return false;
  let named = 0;
  for (const item of items) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    if (firstString(item as Node, TITLE_KEYS) && dateOf(item as Node, START_KEYS)) named += 1;
  }
  return named >= MIN_LISTED && 2 * named >= items.length;
}

/**
 * An object the app state calls an event: typed so (`__typename`, `type`, `kind`), or listed
 * under an "events" key, or given both a start and an end. A member's sign-up date or a post's
 * publication date has neither.
 */
function isEventLike(node: Node, parentKey: string, listed: boolean): boolean {
  const type = [node['__typename'], node['type'], node['kind'], node['@type']].find(
    (value) => typeof value === 'string',
  );
  if (typeof type === 'string') return /event|show|performance|session|occurrence/i.test(type);
  if (listed || /events?$/i.test(parentKey)) return true;
  return dateOf(node, END_KEYS) !== null;
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
    if (assignment)
      try {
        roots.push({ label: assignment[1]!, root: JSON.parse(assignment[2]!) });
        return;
      } catch {
        // A JavaScript object literal that is not JSON: its arrays of records are read below.
      }
    if (type !== '' && !/javascript|module/.test(type)) return;
    // A widget's configuration or data handed to a component: the arrays of records its code writes as literals.
    for (const root of recordArrays(text)) roots.push({ label: `${label} literal`, root });
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
  return parts.length > 0 ? tidyAddress(parts.join(', ')) : null;
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
    const visit = (value: unknown, parentKey: string, listed = false): void => {
      if (events.length >= MAX_EVENTS) return;
      if (Array.isArray(value)) {
        const ofEvents = listsEvents(value);
        return value.forEach((child) => visit(child, parentKey, ofEvents));
      }
      if (!value || typeof value !== 'object') return;
      const node = value as Node;
      const title = firstString(node, TITLE_KEYS);
      const start = dateOf(node, START_KEYS);
      if (title && start && isEventLike(node, parentKey, listed)) {
        if (/cancel/i.test(String(node['status'] ?? ''))) return;
        events.push({
          tier: 'structured',
          title,
          start,
          end: dateOf(node, END_KEYS),
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
