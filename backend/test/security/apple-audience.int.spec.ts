import request from 'supertest';
import { PROVIDER_MESSAGES } from '@eventfold/contracts';
import { LOCAL_APPLE_CLIENT_ID } from '../support/local-providers';
import { serverWithProvidersForThisFile } from '../support/server-with-providers';

// Round three, low: an Apple id_token whose audience list merely included our Services ID was
// accepted. Its audience must be ours exactly.
const running = serverWithProvidersForThisFile();

it.each([
  ['an audience list that includes ours', [LOCAL_APPLE_CLIENT_ID, 'someone.else.services']],
  ['a list of ours alone', [LOCAL_APPLE_CLIENT_ID]],
])('refuses %s with 401', async (_, audience) => {
  const agent = request.agent(running.server.url);
  const init = await agent.get('/auth/apple/init');
  expect(init.status).toBe(200);
  const id_token = await running.providers.appleIdToken({
    sub: `apple-audience-${Date.now()}`,
    email: `audience.${Date.now()}@privaterelay.appleid.com`,
    nonce: init.body.nonce as string,
    audience,
  });
  const response = await agent
    .post('/auth/apple/callback')
    .send({ code: 'c', id_token, state: init.body.state });
  expect(response.status).toBe(401);
  expect(response.body).toMatchObject({ success: false, user: null, error: PROVIDER_MESSAGES.tokenRejected });
  expect((await agent.get('/api/auth/user')).status).toBe(401);
});
