import { type LookupFunction } from 'node:net';
import { type FetchedDocument } from '../scanned-event';
import { parseAllowedHosts } from './allowed-hosts';
import { createHopAgents } from './http-hop';
import { PoliteScheduler, type PoliteSchedulerOptions } from './polite-scheduler';
import { RevalidationCache } from './revalidation-cache';
import { RobotsPolicy } from './robots-policy';
import { safeFetch, SCANNER_USER_AGENT } from './safe-fetch';

/** Gets one page for the scanner; tests and the CLI swap in their own. */
export type Fetcher = (url: string) => Promise<FetchedDocument>;

export interface FetcherOptions extends PoliteSchedulerOptions {
  /** Defaults to SCANNER_ALLOWED_HOSTS. */
  allowedHosts?: string;
  /** Replaces DNS resolution (tests point a name at loopback with it). */
  lookup?: LookupFunction;
  timeoutMs?: number;
  maxBytes?: number;
  respectRobots?: boolean;
  /** Bytes of pages kept for conditional rescans (ETag / Last-Modified). */
  revalidationCacheBytes?: number;
}

/**
 * The production fetcher: safe fetching, robots.txt, the polite scheduler, and conditional
 * requests for pages fetched before (a 304 hands back the earlier copy), composed.
 */
export function createFetcher(options: FetcherOptions = {}): Fetcher {
  const allowed = parseAllowedHosts(options.allowedHosts);
  const agents = createHopAgents(allowed);
  const scheduler = new PoliteScheduler(options);
  const fetchOptions = {
    allowed,
    agents,
    lookup: options.lookup,
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
  };
  const robots = new RobotsPolicy(
    async (url) => (await safeFetch(url, { ...fetchOptions, kind: 'robots', maxBytes: 512 * 1024 })).body,
    SCANNER_USER_AGENT,
  );
  const revalidation = new RevalidationCache(options.revalidationCacheBytes);
  const fetchPage = async (url: string): Promise<FetchedDocument> => {
    const validators = revalidation.validatorsFor(url);
    const fetched = await safeFetch(url, { ...fetchOptions, kind: 'page', validators });
    const { validators: given, notModified, ...document } = fetched;
    const earlier = notModified ? revalidation.earlierCopy(url) : undefined;
    if (earlier) return earlier;
    // Evicted between the question and the answer: no validators now, so this fetches it whole.
    if (notModified) return fetchPage(url);
    revalidation.remember(url, document, given);
    return document;
  };
  return (url) => {
    const host = URL.canParse(url) ? new URL(url).host : url;
    return scheduler.run(host, async () => {
      if (options.respectRobots !== false && URL.canParse(url)) await robots.assertAllowed(url);
      return fetchPage(url);
    });
  };
}
