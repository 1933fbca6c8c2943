import request from 'supertest';
import sharp from 'sharp';
import { EVENT_MESSAGES } from '@eventfold/contracts';
import { befriend, member, type Member } from '../support/social';
import { startServer, type RunningServer } from '../support/server';

// Finding 9's smaller items: ids and dates any size or shape, and an event's image lost to invitees.
let server: RunningServer;
let ann: Member;
beforeAll(async () => {
  server = await startServer();
  ann = await member(server.url, 'Ann');
});
afterAll(() => server?.stop());

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function createEvent(agent: Member['agent'], date: string) {
  return agent
    .post('/api/events')
    .field('title', 'Dated')
    .field('location', 'Hall')
    .field('date', date)
    .field('timeStart', '10:00');
}

describe('user ids', () => {
  it.each([
    ['a 90 KB string', 'x'.repeat(90_000)],
    ['a name', 'not-a-user'],
    ['a number', 12],
  ])('POST /api/blocks refuses %s as a user id', async (_, userId) => {
    const response = await ann.agent.post('/api/blocks').send({ userId });
    expect([response.status, response.body]).toEqual([400, { message: expect.stringMatching(/userId/) }]);
  });

  it.each([
    ['post', '/api/friends/request', { userId: 'x'.repeat(1000) }],
    ['post', '/api/friends/accept', { requesterId: '../../etc' }],
    ['post', '/api/friends/decline', { requesterId: '' }],
  ] as const)('%s %s refuses an id that is not a user id', async (method, path, body) => {
    const response = await ann.agent[method](path).send(body);
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });

  it.each(['/api/blocks/not-a-user', '/api/friends/not-a-user'])(
    'DELETE %s refuses an id that is not a user id',
    async (path) => {
      const response = await ann.agent.delete(path);
      expect(response.status).toBe(400);
    },
  );
});

describe('event dates', () => {
  it.each(['0000-01-01', '9999-12-31', '1969-12-31', '2101-01-01', '2030-02-31'])(
    'refuses %s',
    async (date) => {
      const response = await createEvent(ann.agent, date);
      expect([response.status, response.body]).toEqual([400, { message: EVENT_MESSAGES.dateOutOfRange }]);
    },
  );

  it('accepts an ordinary date', async () => {
    expect((await createEvent(ann.agent, tomorrow)).status).toBe(201);
  });

  it.each([['from=1&to=2'], ['from=0001-01-01&to=0001-02-01'], ['from=9999-01-01&to=9999-02-01']])(
    'refuses the range %s',
    async (query) => {
      const response = await ann.agent.get(`/api/events?${query}`);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    },
  );
});

it("keeps an event's image once the event has an invitee", async () => {
  const ben = await member(server.url, 'Ben');
  await befriend(ann, ben);
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const created = await createEvent(ann.agent, tomorrow).attach('image', image, 'poster.png');
  expect(created.status).toBe(201);
  const { id, imageUrl } = created.body as { id: string; imageUrl: string };
  expect(
    (await ann.agent.post(`/api/events/${id}/invite`).send({ friendIds: [ben.id] })).status,
  ).toBeLessThan(300);
  for (const viewer of [request(server.url), ann.agent, ben.agent]) {
    const response = await viewer.get(imageUrl).buffer(true);
    expect([response.status, response.headers['content-type']]).toEqual([200, 'image/webp']);
  }
});
