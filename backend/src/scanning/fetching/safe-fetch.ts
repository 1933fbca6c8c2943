import { type LookupFunction } from 'node:net';
import { type FetchedDocument } from '../scanned-event';
import { type AllowedHosts } from './allowed-hosts';
import { type HopAgents, requestHop } from './http-hop';
import { ScanFetchError } from './scan-fetch.error';
import { assertSafeUrl } from './url-safety';

export const SCANNER_USER_AGENT = 'EventfoldBot/1.0 (+https://eventfold.app/bot)';

export const FETCH_LIMITS = { maxRedirects: 5, timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024 } as const;

const PAGE_TYPES = /^(text\/html|application\/xhtml\+xml|text\/calendar|application\/ics|text\/x-vcalendar)$/;
const ROBOTS_TYPES = /^text\/plain$/;
const IMAGE_TYPES = /^image\/(jpeg|png|gif|webp|avif)$/;

const KINDS = {
  page: {
    types: PAGE_TYPES,
    accept: 'text/html, application/xhtml+xml, text/calendar;q=0.9',
    noun: 'an HTML page or a calendar',
  },
  robots: { types: ROBOTS_TYPES, accept: 'text/plain', noun: 'plain text' },
  image: {
    types: IMAGE_TYPES,
    accept: 'image/webp, image/avif, image/jpeg, image/png, image/gif',
    noun: 'an image',
  },
} as const;

export interface SafeFetchOptions {
  allowed: AllowedHosts;
  agents: HopAgents;
  /** robots.txt is plain text; pages must be HTML or iCalendar; images one of five raster types. */
  kind: keyof typeof KINDS;
  lookup?: LookupFunction;
  timeoutMs?: number;
  maxBytes?: number;
  /** From an earlier answer: asked back as If-None-Match / If-Modified-Since, so 304 may answer. */
  validators?: Validators;
}

/** What lets a server say "unchanged since": its ETag and Last-Modified headers. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

function charsetOf(contentType: string): string {
  const charset = /charset="?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).encoding;
  } catch {
    return 'utf-8';
  }
}

export interface FetchedBytes {
  url: string;
  contentType: string;
  body: Buffer;
  validators: Validators;
  /** The server answered 304 to the validators sent: the caller's earlier copy still holds. */
  notModified: boolean;
}

export interface FetchedPage extends FetchedDocument {
  validators: Validators;
  notModified: boolean;
}

function conditionalHeaders(validators: Validators | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  return headers;
}

/** A page or robots.txt, decoded as its charset says. */
export async function safeFetch(target: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const fetched = await safeFetchBytes(target, options);
  return {
    url: fetched.url,
    contentType: fetched.contentType,
    body: new TextDecoder(charsetOf(fetched.contentType)).decode(fetched.body),
    validators: fetched.validators,
    notModified: fetched.notModified,
  };
}

/**
 * GETs a URL the way the scanner may: every hop's URL checked, every connection's address checked
 * by the agent, redirects followed by hand (at most five), one deadline for the whole fetch, a body
 * cap, and only the content types of the kind asked for.
 */
export async function safeFetchBytes(target: string, options: SafeFetchOptions): Promise<FetchedBytes> {
  const deadline = Date.now() + (options.timeoutMs ?? FETCH_LIMITS.timeoutMs);
  const kind = KINDS[options.kind];
  const accepted = kind.types;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new ScanFetchError('unsafe-url', `Not a valid address: ${target}`);
  }
  for (let hop = 0; hop <= FETCH_LIMITS.maxRedirects; hop += 1) {
    assertSafeUrl(url, options.allowed);
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const agents = options.allowed.names.has(host) ? options.agents.trusted : options.agents.filtered;
    const response = await requestHop(url, {
      agent: url.protocol === 'https:' ? agents.https : agents.http,
      headers: {
        'user-agent': SCANNER_USER_AGENT,
        accept: kind.accept,
        'accept-encoding': 'gzip, deflate, br',
        // Only the address asked for was seen before; a redirect's target is fetched whole.
        ...(hop === 0 ? conditionalHeaders(options.validators) : {}),
      },
      maxBytes: options.maxBytes ?? FETCH_LIMITS.maxBytes,
      timeoutMs: Math.max(deadline - Date.now(), 1),
      lookup: options.lookup,
      readBody: (status, headers) =>
        status >= 200 &&
        status < 300 &&
        accepted.test((headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()),
    });
    if (response.status === 304 && hop === 0 && options.validators) {
      const validators = options.validators;
      return { url: url.href, contentType: '', body: Buffer.alloc(0), validators, notModified: true };
    }
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    if (response.status < 200 || response.status >= 300) {
      throw new ScanFetchError('http-status', `${url.href} answered HTTP ${response.status}`, {
        httpStatus: response.status,
      });
    }
    const contentType = (response.headers['content-type'] ?? '').toLowerCase();
    if (!accepted.test(contentType.split(';')[0]!.trim())) {
      throw new ScanFetchError(
        'content-type',
        `${url.href} is ${contentType || 'of unknown type'}, not ${kind.noun}`,
      );
    }
    const validators = {
      etag: headerValue(response.headers.etag),
      lastModified: headerValue(response.headers['last-modified']),
    };
    return { url: url.href, contentType, body: response.body, validators, notModified: false };
  }
  throw new ScanFetchError(
    'too-many-redirects',
    `${target} redirects more than ${FETCH_LIMITS.maxRedirects} times`,
  );
}

function headerValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || null;
}
