import http from 'node:http';
import https from 'node:https';
import { type LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { type AllowedHosts } from './allowed-hosts';
import { ScanFetchError } from './scan-fetch.error';

export interface HopAgents {
  filtered: { http: http.Agent; https: https.Agent };
  /** For hosts named in SCANNER_ALLOWED_HOSTS, whose addresses are trusted by configuration. */
  trusted: { http: http.Agent; https: https.Agent };
}

export function createHopAgents(allowed: AllowedHosts): HopAgents {
  const filterOptions = { allowIPAddressList: [...allowed.addresses], keepAlive: false };
  return {
    filtered: {
      http: new RequestFilteringHttpAgent(filterOptions),
      https: new RequestFilteringHttpsAgent(filterOptions),
    },
    trusted: { http: new http.Agent(), https: new https.Agent() },
  };
}

export interface HopResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface HopOptions {
  agent: http.Agent;
  headers: Record<string, string>;
  maxBytes: number;
  /** Milliseconds left before the whole fetch (all hops) times out. */
  timeoutMs: number;
  lookup?: LookupFunction;
  /** Whether to read the body (false for redirects and refused content types). */
  readBody: (status: number, headers: http.IncomingHttpHeaders) => boolean;
}

function decoder(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/** One HTTP request without following redirects; the body cap counts decompressed bytes. */
export function requestHop(url: URL, options: HopOptions): Promise<HopResponse> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const request = transport.request(url, {
      method: 'GET',
      agent: options.agent,
      headers: options.headers,
      ...(options.lookup ? { lookup: options.lookup } : {}),
    });
    const timer = setTimeout(
      () => fail(new ScanFetchError('timeout', `No complete answer from ${url.host} within the time limit`)),
      options.timeoutMs,
    );
    request.on('error', (error) =>
      fail(
        /is not allowed/.test(error.message)
          ? new ScanFetchError('blocked-address', `Refused ${url.host}: ${error.message}`, { cause: error })
          : error instanceof ScanFetchError
            ? error
            : new ScanFetchError('network', `Could not reach ${url.host}: ${error.message}`, {
                cause: error,
              }),
      ),
    );
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (!options.readBody(status, response.headers)) {
        settled = true;
        clearTimeout(timer);
        response.resume();
        request.destroy();
        resolve({ status, headers: response.headers, body: Buffer.alloc(0) });
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        fail(
          new ScanFetchError('too-large', `The page at ${url.host} is larger than ${options.maxBytes} bytes`),
        );
        return;
      }
      const decompress = decoder(response.headers['content-encoding']);
      const stream = decompress ? response.pipe(decompress) : response;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes)
          fail(
            new ScanFetchError(
              'too-large',
              `The page at ${url.host} is larger than ${options.maxBytes} bytes`,
            ),
          );
        else chunks.push(chunk);
      });
      stream.on('error', (error) =>
        fail(new ScanFetchError('network', `Broken answer from ${url.host}: ${error.message}`)),
      );
      stream.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status, headers: response.headers, body: Buffer.concat(chunks) });
      });
    });
    request.end();
  });
}
