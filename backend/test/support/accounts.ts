import request from 'supertest';

let counter = 0;

/** A sign-up body with a unique address. */
export function newAccount(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${Date.now()}.${counter}@example.com`,
    password: 'analytical1!',
    confirmPassword: 'analytical1!',
    ...overrides,
  };
}

/** Signs up and returns an agent that carries the session cookie. */
export async function signedInAgent(url: string, overrides: Record<string, string> = {}) {
  const agent = request.agent(url);
  const account = newAccount(overrides);
  const response = await agent.post('/api/auth/register').send(account);
  if (response.status !== 201)
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { agent, account, user: response.body as { id: string; email: string } };
}

/** The session id inside a Set-Cookie header for `eventfold.sid`. */
export function sessionCookie(setCookie: string[] | string | undefined): string | undefined {
  const headers = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [setCookie];
  return headers.find((header) => header.startsWith('eventfold.sid='));
}
