import http from 'node:http';
import { type LookupFunction } from 'node:net';
import { type LocalServer, startServer } from '../testing/local-server.fixtures';
import { createFetcher, type Fetcher } from './fetcher';

/** Answers every name with loopback, as a hostile DNS record would. */
const loopbackDns: LookupFunction = (hostname, options, callback) => {
  const all = typeof options === 'object' && options !== null && 'all' in options && options.all;
  if (all)
    (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [
      { address: '127.0.0.1', family: 4 },
    ]);
  else callback(null, '127.0.0.1', 4);
};

describe('SSRF protection', () => {
  let canary: LocalServer;
  let venue: LocalServer;
  let fetcher: Fetcher;
  let port: number;

  beforeAll(async () => {
    // Listening on :: takes IPv4 loopback too, so every form below would reach it if allowed through.
    canary = await startServer('::', (_, response) => response.end('canary'));
    port = Number(new URL(canary.base).port);
    venue = await startServer('127.0.0.2', (request, response) => {
      response.writeHead(302, {
        location: request.url === '/to-canary' ? `http://127.0.0.1:${port}/` : `http://localhost:${port}/`,
      });
      response.end();
    });
    fetcher = createFetcher({ allowedHosts: '127.0.0.2', perHostDelayMs: 0, lookup: loopbackDns });
  });
  afterAll(async () => {
    await canary.close();
    await venue.close();
  });

  const forms = () => [
    `http://127.0.0.1:${port}/`,
    `http://localhost:${port}/`,
    `http://[::1]:${port}/`,
    `http://0.0.0.0:${port}/`,
    `http://2130706433:${port}/`,
    `http://0x7f000001:${port}/`,
    `http://017700000001:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://169.254.169.254:${port}/latest/meta-data/`,
    `${venue.base}/to-canary`,
    `${venue.base}/to-localhost`,
    `http://venue-with-evil-dns.example:${port}/`,
  ];

  it('refuses every loopback, metadata, redirect and DNS form with a clear error, and the canary sees nothing', async () => {
    for (const url of forms()) {
      await expect(fetcher(url)).rejects.toMatchObject({
        code: 'blocked-address',
        message: expect.stringMatching(/^Refused /),
      });
    }
    expect(canary.hits).toBe(0);
  });

  it('refuses schemes other than http and https', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://127.0.0.1/']) {
      await expect(fetcher(url)).rejects.toMatchObject({ code: 'unsafe-url' });
    }
  });

  it('counts a direct visit, so a zero above means the scanner never arrived', async () => {
    await new Promise<void>((resolve, reject) =>
      http
        .get(`http://127.0.0.1:${port}/`, (response) => response.resume().on('end', resolve))
        .on('error', reject),
    );
    expect(canary.hits).toBe(1);
  });
});
