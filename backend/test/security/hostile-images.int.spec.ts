import request from 'supertest';
import sharp from 'sharp';
import { EVENT_MESSAGES, SERVER_MESSAGES, SETTINGS_MESSAGES } from '@eventfold/contracts';
import { signedInAgent } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';
import { blackPng, polyglotGif, SVG_WITH_SCRIPT } from './hostile-files';
import { FULL, report } from './security-mode';

// Finding 2: a 97 KB PNG of 1 × 50,000,000 pixels passed the event-image route's pixel limit and cost
// 11 s of CPU; four in parallel stalled /healthz. Sizes are now read from the header before decoding.
let server: RunningServer;
let agent: Awaited<ReturnType<typeof signedInAgent>>['agent'];
let bomb: Buffer;
beforeAll(async () => {
  server = await startServer();
  agent = (await signedInAgent(server.url)).agent;
  bomb = await blackPng(1, 50_000_000);
});
afterAll(() => server?.stop());

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function postEventImage(image: Buffer, name: string) {
  return agent
    .post('/api/events')
    .field('title', 'Poster')
    .field('location', 'Hall')
    .field('date', tomorrow)
    .field('timeStart', '20:00')
    .attach('image', image, name);
}

function postAvatar(image: Buffer, name: string) {
  return agent.post('/api/upload-avatar').attach('avatar', image, name);
}

describe.each([
  ['event image', postEventImage, EVENT_MESSAGES.imageWrongType],
  ['avatar', postAvatar, SETTINGS_MESSAGES.avatarWrongType.description],
] as const)('%s', (_, post, wrongType) => {
  it('refuses a small file that declares 50 million pixels, from its header', async () => {
    const response = await post(bomb, 'tall.png');
    expect([response.status, response.body]).toEqual([400, { message: SERVER_MESSAGES.imageDimensions }]);
  });

  it('refuses a picture wider than 10,000 pixels however few pixels it has', async () => {
    const response = await post(await blackPng(20_000, 1), 'wide.png');
    expect([response.status, response.body]).toEqual([400, { message: SERVER_MESSAGES.imageDimensions }]);
  });

  it.each([
    ['an SVG with a script', SVG_WITH_SCRIPT, 'logo.svg'],
    ['a truncated PNG', bombHead(), 'cut.png'],
    ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'page.png'],
  ])('refuses %s as not an image', async (__, content, name) => {
    const response = await post(content, name);
    expect([response.status, response.body]).toEqual([400, { message: wrongType }]);
  });

  it('re-encodes a GIF carrying an HTML payload, so the payload is never served', async () => {
    const response = await post(polyglotGif(), 'pixel.gif');
    expect(response.status).toBe(201);
    const url = (response.body.imageUrl ?? response.body.url) as string;
    const served = await agent.get(url).buffer(true);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((served.body as Buffer).toString('latin1')).not.toContain('<script>');
  });
});

it('keeps answering /healthz while parallel image bombs are refused', async () => {
  const count = FULL ? 16 : 4;
  const started = Date.now();
  const uploads = Promise.all(Array.from({ length: count }, () => postEventImage(bomb, 'tall.png')));
  const delays: number[] = [];
  for (let probe = 0; probe < 5; probe += 1) {
    const before = Date.now();
    expect((await request(server.url).get('/healthz')).status).toBe(200);
    delays.push(Date.now() - before);
  }
  const statuses = (await uploads).map((response) => response.status);
  report(
    `${count} parallel 1×50,000,000 PNG uploads answered in ${Date.now() - started} ms; /healthz max ${Math.max(...delays)} ms`,
  );
  expect(statuses).toEqual(Array.from({ length: count }, () => 400));
});

it('still accepts an ordinary large photo', async () => {
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const response = await postEventImage(photo, 'photo.jpg');
  expect(response.status).toBe(201);
  const served = await request(server.url)
    .get(response.body.imageUrl as string)
    .buffer(true);
  expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1600 });
});

/** The first bytes of a real PNG: a valid signature and header, then nothing. */
function bombHead(): Buffer {
  return Buffer.from('89504e470d0a1a0a0000000d4948445200000010000000100800000000', 'hex');
}
