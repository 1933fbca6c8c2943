import http from 'node:http';
import { type AddressInfo } from 'node:net';
import sharp from 'sharp';
import { ScrapedImages } from './scraped-images';

let server: http.Server;
let origin: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  server = http.createServer((request, response) => {
    hits.set(request.url!, (hits.get(request.url!) ?? 0) + 1);
    if (request.url === '/poster.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (request.url === '/page.html')
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    else if (request.url === '/fake.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end('<svg/>');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function withAllowedHosts<T>(value: string | undefined, make: () => T): T {
  const previous = process.env.SCANNER_ALLOWED_HOSTS;
  if (value === undefined) delete process.env.SCANNER_ALLOWED_HOSTS;
  else process.env.SCANNER_ALLOWED_HOSTS = value;
  try {
    return make();
  } finally {
    if (previous === undefined) delete process.env.SCANNER_ALLOWED_HOSTS;
    else process.env.SCANNER_ALLOWED_HOSTS = previous;
  }
}

// Re-encoding a real picture (which needs file-type, ESM-only, outside jest) and fetching it once
// per address are shown through the real server in e2e/scraped-images.e2e.ts.
describe('scraped images', () => {
  it('refuses what is not an image, and remembers the refusal', async () => {
    const images = withAllowedHosts('127.0.0.1', () => new ScrapedImages());
    expect(await images.get(`${origin}/page.html`)).toBeNull();
    expect(await images.get(`${origin}/fake.png`)).toBeNull();
    expect(await images.get(`${origin}/fake.png`)).toBeNull();
    expect(hits.get('/fake.png')).toBe(1);
  });

  it('never reaches a loopback or private address unless configured', async () => {
    const images = withAllowedHosts(undefined, () => new ScrapedImages());
    const before = hits.get('/poster.png') ?? 0;
    expect(await images.get(`${origin}/poster.png`)).toBeNull();
    expect(await images.get('http://169.254.169.254/latest/meta-data')).toBeNull();
    expect(hits.get('/poster.png') ?? 0).toBe(before);
  });
});
