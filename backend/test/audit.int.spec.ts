import request from 'supertest';
import { auditHistoryPageSchema, type AuditHistoryItem } from '@eventfold/contracts';
import { runCli } from './support/cli';
import { startServer, type RunningServer } from './support/server';
import { befriend, member, ownEvent, type Member } from './support/social';

let server: RunningServer;
let auditor: Member;
let subject: Member;
let friend: Member;

const later = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The auditor role arrives through the log and the projections: poll until the server sees it. */
async function untilStatus(agent: Member['agent'], path: string, status: number): Promise<request.Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await agent.get(path);
    if (response.status === status || attempt === 100) return response;
    await later();
  }
}

async function wholeHistory(userId: string): Promise<AuditHistoryItem[]> {
  const items: AuditHistoryItem[] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = { limit: '3', ...(cursor === null ? {} : { cursor }) };
    const response = await auditor.agent.get(`/api/audit/users/${userId}/history`).query(query);
    expect(response.status).toBe(200);
    const page = auditHistoryPageSchema.parse(response.body);
    expect(page.items.length).toBeLessThanOrEqual(3);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return items;
}

beforeAll(async () => {
  server = await startServer();
  auditor = await member(server.url, 'Auditor');
  subject = await member(server.url, 'Subject');
  friend = await member(server.url, 'Friend');
}, 60_000);
afterAll(() => server?.stop());

describe('the auditor role', () => {
  it('answers 401 signed out and 403 "Auditor access required" to a user who is not an auditor', async () => {
    expect((await request(server.url).get('/api/audit/users')).status).toBe(401);
    const refused = await subject.agent.get(`/api/audit/users/${subject.id}/history`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Auditor access required' });
    const access = await subject.agent.get('/api/audit/access');
    expect(access.status).toBe(403);
    expect(access.body).toEqual({ message: 'Auditor access required' });
  });

  it('is granted by the CLI while the server runs, recorded with the operating-system user', async () => {
    const granted = await runCli('auditor', ['grant', auditor.email.toUpperCase()], server.dataDir);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.stdout).toContain('is now an auditor');
    expect((await untilStatus(auditor.agent, '/api/audit/access', 200)).body).toEqual({ auditor: true });
    const listed = await runCli('auditor', ['list'], server.dataDir);
    expect(listed.stdout).toContain(auditor.email);
    expect(listed.stdout).toMatch(/by os:\S+/);
    const unknown = await runCli('auditor', ['grant', 'nobody@example.com'], server.dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with the e-mail nobody@example.com');
  });
});

describe('history', () => {
  let firstEventId: string;
  let between: string;

  beforeAll(async () => {
    firstEventId = await ownEvent(subject, 'Garden party');
    await later();
    between = new Date().toISOString();
    await later();
    await ownEvent(subject, 'Jazz night');
    await befriend(friend, subject);
    await subject.agent
      .post(`/api/events/${firstEventId}/invite`)
      .send({ friendIds: [friend.id] })
      .expect(200);
    await friend.agent.post(`/api/events/${firstEventId}/like`).expect(200);
  });

  it('finds users by e-mail or id', async () => {
    const byEmail = await auditor.agent.get('/api/audit/users').query({ query: subject.email.slice(0, 12) });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toContainEqual(expect.objectContaining({ id: subject.id, email: subject.email }));
    const byId = await auditor.agent.get('/api/audit/users').query({ query: subject.id });
    expect(byId.body).toEqual([expect.objectContaining({ id: subject.id, name: expect.any(String) })]);
  });

  it('lists what the user did and what others did to them, in log order, decrypted, with causes', async () => {
    const items = await wholeHistory(subject.id);
    const types = items.map((item) => item.type);
    expect(types.slice(0, 2)).toEqual(['EmailClaimed', 'UserRegistered']);
    expect(types).toEqual(
      expect.arrayContaining([
        'EventCreated',
        'FriendRequested',
        'FriendAccepted',
        'EventInvitationSent',
        'EventLiked',
      ]),
    );
    const positions = items.map((item) => BigInt(item.position));
    expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions);
    const registered = items.find((item) => item.type === 'UserRegistered')!;
    expect(registered.data['email']).toBe(subject.email);
    expect(registered.summary).toContain(subject.email);
    const created = items.find((item) => item.type === 'EventCreated')!;
    expect(created.summary).toContain('Created event Garden party');
    expect(created.actorId).toBe(subject.id);
    expect(created.causationId).not.toBe(created.correlationId);
    const liked = items.find((item) => item.type === 'EventLiked')!;
    expect(liked.actorId).toBe(friend.id);
  });

  it('filters by type and time', async () => {
    const response = await auditor.agent
      .get(`/api/audit/users/${subject.id}/history`)
      .query({ type: 'EventCreated', to: between });
    expect(response.body.items.map((item: AuditHistoryItem) => item.data['title'])).toEqual(['Garden party']);
    const bad = await auditor.agent.get(`/api/audit/users/${subject.id}/history`).query({ cursor: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid cursor');
    expect((await auditor.agent.get('/api/audit/users/no-such-user/history')).status).toBe(404);
  });

  it('downloads the same history as JSON Lines', async () => {
    // Every audit read concerns its subject too, so each read adds one entry to this history.
    const page = await auditor.agent.get(`/api/audit/users/${subject.id}/history`).query({ limit: '1000' });
    const paged = auditHistoryPageSchema.parse(page.body).items;
    const response = await auditor.agent
      .get(`/api/audit/users/${subject.id}/history.jsonl`)
      .buffer(true)
      .parse((res, done) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => done(null, body));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = (response.body as string)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as AuditHistoryItem);
    expect(lines.slice(0, paged.length)).toEqual(paged);
    expect(lines.slice(paged.length).map((line) => [line.type, line.data['what']])).toEqual([
      ['AuditRecordViewed', 'history.jsonl'],
    ]);
  });

  it('shows the calendar exactly as it stood at an instant', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const range = {
      from: new Date(Date.parse(today) - 86_400_000).toISOString(),
      to: new Date(Date.parse(today) + 30 * 86_400_000).toISOString(),
    };
    const past = await auditor.agent
      .get(`/api/audit/users/${subject.id}/calendar`)
      .query({ ...range, asOf: between });
    expect(past.status).toBe(200);
    expect(past.body.map((event: { title: string }) => event.title)).toEqual(['Garden party']);
    const now = await auditor.agent
      .get(`/api/audit/users/${subject.id}/calendar`)
      .query({ ...range, asOf: new Date().toISOString() });
    const live = await subject.agent.get('/api/events').query(range);
    // Both events start at the same moment, so only the set is compared.
    const byId = (events: { id: string }[]) => [...events].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(now.body)).toEqual(byId(live.body));
    expect(now.body).toHaveLength(2);
    const bad = await auditor.agent
      .get(`/api/audit/users/${subject.id}/calendar`)
      .query({ ...range, asOf: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('asOf must be an ISO 8601 date-time');
  });

  it("records every audit read in the auditor's own history", async () => {
    const items = await wholeHistory(auditor.id);
    const views = items.filter((item) => item.type === 'AuditRecordViewed');
    expect(views.map((view) => view.data['what'])).toEqual(
      expect.arrayContaining(['users', 'history', 'history.jsonl', 'calendar']),
    );
    const calendarView = views.find((view) => view.data['what'] === 'calendar')!;
    expect(calendarView.data['userId']).toBe(subject.id);
    expect(calendarView.data['details']).toContain(`asOf=${between}`);
  });

  it('prints the same history from the log with npm run audit, and as of an instant', async () => {
    const printed = await runCli('audit', ['history', subject.email, '--json'], server.dataDir);
    expect(printed.code).toBe(0);
    const lines = printed.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as AuditHistoryItem);
    const served = auditHistoryPageSchema.parse(
      (await auditor.agent.get(`/api/audit/users/${subject.id}/history`).query({ limit: '1000' })).body,
    ).items;
    expect(lines).toEqual(served.slice(0, lines.length));
    const past = await runCli('audit', ['history', subject.email, '--as-of', between], server.dataDir);
    expect(past.stdout).toContain('Created event Garden party');
    expect(past.stdout).not.toContain('Jazz night');
  });

  it('is revoked by the CLI', async () => {
    const revoked = await runCli('auditor', ['revoke', auditor.email], server.dataDir);
    expect(revoked.stdout).toContain('is no longer an auditor');
    expect((await untilStatus(auditor.agent, '/api/audit/users', 403)).status).toBe(403);
  });
});
