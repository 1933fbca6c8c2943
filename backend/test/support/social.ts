import type request from 'supertest';
import { signedInAgent } from './accounts';

type Agent = ReturnType<typeof request.agent>;

export interface Member {
  agent: Agent;
  id: string;
  email: string;
}

export async function member(url: string, firstName: string): Promise<Member> {
  const { agent, user } = await signedInAgent(url, { firstName });
  return { agent, id: user.id, email: user.email };
}

async function expectStatus(call: Promise<request.Response>, status: number): Promise<request.Response> {
  const response = await call;
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
  return response;
}

/** A asks, B accepts. */
export async function befriend(a: Member, b: Member): Promise<void> {
  await expectStatus(a.agent.post('/api/friends/request').send({ userId: b.id }), 201);
  await expectStatus(b.agent.post('/api/friends/accept').send({ requesterId: a.id }), 200);
}

export async function block(blocker: Member, blocked: Member): Promise<void> {
  await expectStatus(blocker.agent.post('/api/blocks').send({ userId: blocked.id }), 201);
}

export async function ownEvent(owner: Member, title: string): Promise<string> {
  const date = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  let call = owner.agent.post('/api/events');
  for (const [name, value] of Object.entries({ title, location: 'The Hall', date, timeStart: '19:00' }))
    call = call.field(name, value);
  const response = await expectStatus(call, 201);
  return (response.body as { id: string }).id;
}

export async function setFlags(user: Member, flags: Record<string, boolean>): Promise<void> {
  await expectStatus(user.agent.patch('/api/preferences').send(flags), 200);
}
