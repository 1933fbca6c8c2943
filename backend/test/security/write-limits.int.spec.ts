import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES, type DomainEvent } from '@eventfold/contracts';
import { WRITE_LIMITS } from '../../src/infrastructure/rate-limits/write-limits';
import { signedInAgent } from '../support/accounts';
import { appendToStreams, createEvent, eventually } from '../support/calendar-events';
import { startServer, type RunningServer } from '../support/server';
import { report } from './security-mode';

// Round three, critical: one account created ~70,500 maximal events in 6.5 minutes and the server ran
// out of memory. Every kind of write an account can repeat now has a rate per minute and per day, and
// what it can hold at once a quota (docs/security.md, "Limits").
jest.setTimeout(300_000);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const EVENT_FIELDS = { title: 'Jam', location: 'The Hall', date: '2026-12-05', timeStart: '19:00' };
/** Refused at once: the scan that follows a new source never leaves the machine. */
const UNSCANNABLE_URL = 'http://127.0.0.1:9/events';

async function statusesOf(count: number, send: () => PromiseLike<{ status: number; body: unknown }>) {
  const answers: { status: number; body: unknown }[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await send());
  return answers;
}

/** Every answer made, then the last refused for the minute's pace with the message naming `things`. */
function expectOnlyLastRefused(answers: { status: number; body: unknown }[], things: string) {
  expect(answers.slice(0, -1).every((answer) => answer.status === 201)).toBe(true);
  expect(answers.at(-1)).toEqual(
    expect.objectContaining({
      status: 429,
      body: { message: SERVER_MESSAGES.tooManyWritesPerMinute(things) },
    }),
  );
}

it(`refuses an account's event past ${WRITE_LIMITS.events.perMinute} a minute with 429 and a message`, async () => {
  const { agent } = await signedInAgent(server.url);
  const answers = await statusesOf(WRITE_LIMITS.events.perMinute + 2, () => createEvent(agent, EVENT_FIELDS));
  report(`events: ${answers.filter((a) => a.status === 201).length} created, then ${answers.at(-1)?.status}`);
  expect(answers.slice(0, WRITE_LIMITS.events.perMinute).map((a) => a.status)).toEqual(
    Array(WRITE_LIMITS.events.perMinute).fill(201),
  );
  expect(answers.slice(WRITE_LIMITS.events.perMinute)).toEqual([
    expect.objectContaining({
      status: 429,
      body: { message: SERVER_MESSAGES.tooManyWritesPerMinute('events') },
    }),
    expect.objectContaining({ status: 429 }),
  ]);
  // Another account's budget is its own.
  const other = await signedInAgent(server.url);
  expect((await createEvent(other.agent, EVENT_FIELDS)).status).toBe(201);
});

it(`refuses an event past the account's ${WRITE_LIMITS.events.held} with 400 and a message`, async () => {
  const { agent, user } = await signedInAgent(server.url);
  const held = WRITE_LIMITS.events.held;
  const streams: [string, DomainEvent[]][] = Array.from({ length: held }, (_, index) => {
    const eventId = randomUUID();
    const startDate = new Date(Date.UTC(2026, 11, 1 + (index % 28), 19)).toISOString();
    return [
      `event-${eventId}`,
      [
        {
          type: 'EventCreated',
          data: {
            eventId,
            userId: user.id,
            title: `Held ${index}`,
            description: null,
            location: 'The Hall',
            startDate,
            endDate: new Date(Date.parse(startDate) + 3_600_000).toISOString(),
            timezone: 'America/Chicago',
            imageId: null,
            visibility: 'private',
          },
        },
      ],
    ];
  });
  await appendToStreams(server.dataDir, streams, true);
  // Until the read model has counted the appended events, an attempt is made (201) and holds a place too.
  let madeBeforeCounted = 0;
  const refused = await eventually(
    async () => {
      const response = await createEvent(agent, EVENT_FIELDS);
      if (response.status === 201) madeBeforeCounted += 1;
      return response;
    },
    (response) => response.status === 400,
    60_000,
  );
  expect(refused.body).toEqual({ message: SERVER_MESSAGES.quotaReached('events', held) });
  // Deleting down below the quota makes room for one.
  for (const [streamId] of streams.slice(0, madeBeforeCounted + 1))
    expect((await agent.delete(`/api/events/${streamId.slice('event-'.length)}`)).status).toBe(200);
  // The count is read from the read model, which follows the deletions shortly.
  const made = await eventually(
    () => createEvent(agent, EVENT_FIELDS),
    (response) => response.status !== 400,
    60_000,
  );
  expect(made.status).toBe(201);
});

it(`refuses sources past ${WRITE_LIMITS.sources.perMinute} a minute (429) and past ${WRITE_LIMITS.sources.held} held (400)`, async () => {
  const { agent } = await signedInAgent(server.url);
  const add = () =>
    agent.post('/api/event-sources').send({ url: UNSCANNABLE_URL, category: 'General', isActive: true });
  const answers = await statusesOf(WRITE_LIMITS.sources.perMinute + 1, add);
  expectOnlyLastRefused(answers, 'event sources');

  const full = await signedInAgent(server.url);
  const streams: [string, DomainEvent[]][] = Array.from({ length: WRITE_LIMITS.sources.held }, (_, index) => {
    const sourceId = randomUUID();
    return [
      `source-${sourceId}`,
      [
        {
          type: 'SourceAdded',
          data: {
            sourceId,
            userId: full.user.id,
            name: `Hall ${index}`,
            url: `https://hall-${index}.example`,
            category: 'General',
            timezone: 'America/Chicago',
            isActive: false,
          },
        },
      ],
    ];
  });
  await appendToStreams(server.dataDir, streams);
  const refused = await eventually(
    () =>
      full.agent
        .post('/api/event-sources')
        .send({ url: UNSCANNABLE_URL, category: 'General', isActive: true }),
    (response) => response.status === 400,
    60_000,
  );
  expect(refused.body).toEqual({
    message: SERVER_MESSAGES.quotaReached('event sources', WRITE_LIMITS.sources.held),
  });
});

it(`refuses comments past ${WRITE_LIMITS.comments.perMinute} a minute with 429 and a message`, async () => {
  const { agent } = await signedInAgent(server.url);
  const created = await createEvent(agent, EVENT_FIELDS);
  expect(created.status).toBe(201);
  const eventId = (created.body as { id: string }).id;
  const answers = await statusesOf(WRITE_LIMITS.comments.perMinute + 1, () =>
    agent.post(`/api/events/${eventId}/comment`).send({ content: 'Again' }),
  );
  expectOnlyLastRefused(answers, 'comments');
});

it(`refuses alert rules past ${WRITE_LIMITS.alertRules.perMinute} a minute with 429 and a message`, async () => {
  const { agent } = await signedInAgent(server.url);
  let added = 0;
  const answers = await statusesOf(WRITE_LIMITS.alertRules.perMinute + 1, () =>
    agent.post('/api/alerts').send({ kind: 'keyword', value: `word ${(added += 1)}` }),
  );
  expectOnlyLastRefused(answers, 'alert rules');
  // Another account's budget is its own.
  const other = await signedInAgent(server.url);
  expect((await other.agent.post('/api/alerts').send({ kind: 'keyword', value: 'word' })).status).toBe(201);
});
