import { type LocalServer, startServer } from '../testing/local-server.fixtures';
import { createFetcher } from './fetcher';
import { SCANNER_USER_AGENT } from './safe-fetch';

describe('fetch limits', () => {
  let site: LocalServer;
  const seenAgents: string[] = [];

  beforeAll(async () => {
    site = await startServer('127.0.0.2', (request, response) => {
      const path = request.url ?? '/';
      seenAgents.push(String(request.headers['user-agent']));
      const hop = /^\/hop\/(\d+)$/.exec(path);
      if (path === '/robots.txt')
        response
          .writeHead(200, { 'content-type': 'text/plain' })
          .end('User-agent: EventfoldBot\nDisallow: /private/\n');
      else if (hop && Number(hop[1]) < 101)
        response.writeHead(302, { location: `/hop/${Number(hop[1]) + 1}` }).end();
      else if (path === '/huge') {
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = 'x'.repeat(64 * 1024);
        for (let index = 0; index < 100; index += 1) response.write(chunk);
        response.end();
      } else if (path === '/json') response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      else if (path === '/slow')
        setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end('late'), 2000).unref();
      else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>ok</p>');
    });
  });
  afterAll(() => site.close());

  const fetcher = () => createFetcher({ allowedHosts: '127.0.0.2', perHostDelayMs: 0, timeoutMs: 500 });

  it('follows five redirects but not six', async () => {
    const fetch = fetcher();
    await expect(fetch(`${site.base}/hop/1`)).rejects.toMatchObject({ code: 'too-many-redirects' });
    await expect(fetch(`${site.base}/hop/95`)).rejects.toMatchObject({ code: 'too-many-redirects' });
    await expect(
      createFetcher({ allowedHosts: '127.0.0.2', perHostDelayMs: 0 })(`${site.base}/hop/96`),
    ).resolves.toMatchObject({ url: `${site.base}/hop/101`, body: '<p>ok</p>' });
  });

  it('aborts bodies past the size cap, other content types, slow answers, and robots-disallowed paths', async () => {
    const small = createFetcher({ allowedHosts: '127.0.0.2', perHostDelayMs: 0, maxBytes: 1024 * 1024 });
    await expect(small(`${site.base}/huge`)).rejects.toMatchObject({ code: 'too-large' });
    await expect(fetcher()(`${site.base}/json`)).rejects.toMatchObject({ code: 'content-type' });
    await expect(fetcher()(`${site.base}/slow`)).rejects.toMatchObject({ code: 'timeout' });
    await expect(fetcher()(`${site.base}/private/page`)).rejects.toMatchObject({ code: 'robots' });
    expect(seenAgents).toContain(SCANNER_USER_AGENT);
  });
});
