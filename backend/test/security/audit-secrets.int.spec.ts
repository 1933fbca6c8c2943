import { auditHistoryPageSchema } from '@eventfold/contracts';
import { WITHHELD } from '../../src/audit/shown-fields';
import { appendToStreams } from '../support/calendar-events';
import { runCli } from '../support/cli';
import { startServer, type RunningServer } from '../support/server';
import { member, type Member } from '../support/social';

// Round three, high: auditors saw every user's password hash and Google Calendar access and refresh
// tokens in the history, its JSON Lines download and `npm run audit`. Only allow-listed fields are
// shown now (backend/src/audit/shown-fields.ts); any other field's value reads "(withheld)".
jest.setTimeout(180_000);

const ACCESS_TOKEN = 'ya29.access-token-of-the-subject';
const REFRESH_TOKEN = '1//refresh-token-of-the-subject';
const HASH_PREFIX = 'scrypt$';

let server: RunningServer;
let auditor: Member;
let subject: Member;
beforeAll(async () => {
  server = await startServer();
  auditor = await member(server.url, 'Auditor');
  subject = await member(server.url, 'Subject');
  expect((await runCli('auditor', ['grant', auditor.email], server.dataDir)).code).toBe(0);
  // A connected Google Calendar, as the OAuth callback appends it.
  await appendToStreams(server.dataDir, [
    [
      `google_calendar-${subject.id}`,
      [
        {
          type: 'GoogleCalendarConnected',
          data: {
            userId: subject.id,
            accessToken: ACCESS_TOKEN,
            refreshToken: REFRESH_TOKEN,
            accessTokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          },
        },
      ],
    ],
  ]);
  for (let attempt = 0; (await auditor.agent.get('/api/audit/access')).status !== 200; attempt += 1) {
    if (attempt > 200) throw new Error('the auditor role never arrived');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(() => server?.stop());

function expectNoSecrets(text: string): void {
  expect(text).not.toContain(HASH_PREFIX);
  expect(text).not.toContain(ACCESS_TOKEN);
  expect(text).not.toContain(REFRESH_TOKEN);
}

async function historyItems() {
  for (let attempt = 0; ; attempt += 1) {
    const response = await auditor.agent
      .get(`/api/audit/users/${subject.id}/history`)
      .query({ limit: '1000' });
    const items = auditHistoryPageSchema.parse(response.body).items;
    if (items.some((item) => item.type === 'GoogleCalendarConnected') || attempt > 100)
      return { response, items };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('shows no password hash or token in the history, naming them withheld', async () => {
  const { response, items } = await historyItems();
  expectNoSecrets(JSON.stringify(response.body));
  const registered = items.find((item) => item.type === 'UserRegistered');
  expect(registered?.data).toMatchObject({ passwordHash: WITHHELD, email: subject.email });
  const connected = items.find((item) => item.type === 'GoogleCalendarConnected');
  expect(connected?.data).toMatchObject({
    accessToken: WITHHELD,
    refreshToken: WITHHELD,
    userId: subject.id,
  });
});

it('shows none in the JSON Lines download', async () => {
  const response = await auditor.agent
    .get(`/api/audit/users/${subject.id}/history.jsonl`)
    .buffer(true)
    .parse((res, done) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done(null, body));
    });
  expect(response.status).toBe(200);
  expect(response.body).toContain('GoogleCalendarConnected');
  expectNoSecrets(response.body as string);
});

it('shows none in `npm run audit`, as text or JSON Lines', async () => {
  for (const args of [
    ['history', subject.email],
    ['history', subject.email, '--json'],
  ]) {
    const printed = await runCli('audit', args, server.dataDir);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toContain('UserRegistered');
    expectNoSecrets(printed.stdout);
  }
});
