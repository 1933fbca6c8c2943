import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { newAccount, sessionCookie } from './support/accounts';
import { createEvent } from './support/calendar-events';
import { startServer, temporaryDataDir, type RunningServer } from './support/server';

/** A build as Vite and its precompress plugin leave it: a hashed script with .br and .gz copies. */
function fakeBuild(directory: string) {
  const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))});`);
  const index = '<!doctype html><title>Eventfold</title><script src="/assets/app-1a2b.js"></script>';
  // What frontend/signed-in-index.plugin.ts writes beside it: the calendar's code preloaded.
  const signedInIndex = index.replace(
    '</title>',
    '</title><link rel="modulepreload" href="/assets/calendar-3c4d.js">',
  );
  fs.mkdirSync(path.join(directory, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(directory, 'index.html'), index);
  fs.writeFileSync(path.join(directory, 'index.signed-in.html'), signedInIndex);
  fs.writeFileSync(path.join(directory, 'assets', 'app-1a2b.js'), script);
  fs.writeFileSync(path.join(directory, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(directory, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync(script));
  return { script, index, signedInIndex };
}

/** A GET with the bytes as sent: supertest and fetch would decompress them. */
function raw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

let server: RunningServer;
let build: ReturnType<typeof fakeBuild>;
beforeAll(async () => {
  const dataDir = temporaryDataDir();
  build = fakeBuild(path.join(dataDir, 'web'));
  server = await startServer({ FRONTEND_DIST: path.join(dataDir, 'web') }, dataDir);
});
afterAll(() => server?.stop());

it('serves hashed assets precompressed as the browser prefers, cached for good', async () => {
  const script = `${server.url}/assets/app-1a2b.js`;
  const brotli = await raw(script, { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(brotli.status).toBe(200);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
  expect(zlib.brotliDecompressSync(brotli.body).equals(build.script)).toBe(true);

  const gzip = await raw(script, { 'Accept-Encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).equals(build.script)).toBe(true);

  const plain = await raw(script, { 'Accept-Encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(build.script)).toBe(true);

  const again = await request(server.url)
    .get('/assets/app-1a2b.js')
    .set('If-None-Match', brotli.headers['etag'] as string);
  expect(again.status).toBe(304);
});

it('answers every app route with index.html, revalidated on each load', async () => {
  for (const route of ['/', '/calendar', '/event/some-id']) {
    const page = await request(server.url).get(route);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toBe(build.index);
  }
});

it("answers `/` with the calendar's code preloaded when the browser has a session cookie", async () => {
  const withCookie = await request(server.url)
    .get('/')
    .set('Cookie', 'theme=dark; eventfold.sid=s%3Aanything');
  expect(withCookie.status).toBe(200);
  expect(withCookie.text).toBe(build.signedInIndex);
  expect(withCookie.headers['cache-control']).toBe('no-cache');
  // A cache in between must not hand one person's variant to the other.
  expect(withCookie.headers['vary']).toMatch(/Cookie/);

  const without = await request(server.url).get('/').set('Cookie', 'theme=dark');
  expect(without.text).toBe(build.index);
  expect(without.headers['vary']).toMatch(/Cookie/);
  expect(without.headers['etag']).not.toBe(withCookie.headers['etag']);

  // Other pages are not the calendar: the plain page, whoever asks.
  const settings = await request(server.url).get('/settings').set('Cookie', 'eventfold.sid=s%3Aanything');
  expect(settings.text).toBe(build.index);
});

it('leaves API paths and missing assets to 404', async () => {
  expect((await request(server.url).get('/api/nothing-here')).status).toBe(404);
  expect((await request(server.url).get('/assets/app-1a2b.js.map')).status).toBe(404);
});

it('compresses API answers over 1 KB, and the events answers from their cached copies', async () => {
  const agent = request.agent(server.url);
  const signUp = await agent.post('/api/auth/register').send(newAccount());
  const cookie = sessionCookie(signUp.headers['set-cookie'])!.split(';')[0]!;
  const long = { title: 'Talk', location: 'Hall', date: '2026-06-10', timeStart: '19:00' };
  // supertest decompresses what it receives: the header shows what went over the wire.
  const created = await createEvent(agent, { ...long, description: 'word '.repeat(400) }).set(
    'Accept-Encoding',
    'gzip',
  );
  expect(created.headers['content-encoding']).toBe('gzip');
  expect(created.body).toMatchObject({ title: 'Talk' });

  const range = { from: '2026-06-01', to: '2026-07-01' };
  const plain = await agent.get('/api/events').query(range).set('Accept-Encoding', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  for (const [encoding, decode] of [
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const) {
    const answer = await raw(`${server.url}/api/events?from=${range.from}&to=${range.to}`, {
      'Accept-Encoding': encoding,
      Cookie: cookie,
    });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(decode(answer.body).toString())).toEqual(plain.body);
  }
});
