import request from 'supertest';
import { SERVER_MESSAGES } from '@eventfold/contracts';
import { newAccount, signedInAgent } from '../support/accounts';
import { startServer, type RunningServer } from '../support/server';

// Finding 9: state-changing requests carried no Origin / Sec-Fetch-Site check (only logout had one).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const FOREIGN = [
  { 'Sec-Fetch-Site': 'cross-site' },
  { 'Sec-Fetch-Site': 'same-site' },
  { Origin: 'https://attacker.example' },
  { Origin: 'null' },
];

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

it.each(FOREIGN)(
  'refuses writes a browser marks as from elsewhere (%o), changing nothing',
  async (headers) => {
    const { agent } = await signedInAgent(server.url);
    const attempts = [
      agent.post('/api/event-sources').set(headers).send({ url: 'https://venue.example/' }),
      agent
        .patch('/api/user/preferences')
        .set(headers)
        .send({ name: 'Hacked', timezone: 'America/Chicago', preferredRadius: 5 }),
      agent.post('/api/email-invite').set(headers).send({ email: 'someone@example.com' }),
      agent
        .post('/api/events')
        .set(headers)
        .field('title', 'Forged')
        .field('location', 'Nowhere')
        .field('date', tomorrow)
        .field('timeStart', '10:00'),
      agent.post('/api/logout').set(headers),
      request(server.url).post('/api/auth/register').set(headers).send(newAccount()),
      request(server.url)
        .post('/api/auth/login')
        .set(headers)
        .send({ email: 'a@example.com', password: 'whatever1' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect([response.status, response.body]).toEqual([403, { message: SERVER_MESSAGES.crossSiteRequest }]);
    }
    expect((await agent.get('/api/event-sources')).body).toEqual([]);
    expect((await agent.get('/api/auth/user')).body.firstName).toBe('Ada');
  },
);

it.each([{ 'Sec-Fetch-Site': 'same-origin' }, { 'Sec-Fetch-Site': 'none' }, { Origin: '' }])(
  'lets through writes from our own pages (%o)',
  async (headers) => {
    const { agent } = await signedInAgent(server.url);
    const sameOrigin = { ...headers, ...(headers.Origin === '' ? { Origin: server.url } : {}) };
    const response = await agent
      .post('/api/event-sources')
      .set(sameOrigin)
      .send({ url: 'https://venue.example/' });
    expect(response.status).toBe(201);
  },
);
