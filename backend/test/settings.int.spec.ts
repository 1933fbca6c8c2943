import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import {
  currentUserSchema,
  SERVER_MESSAGES,
  SETTINGS_MESSAGES,
  sharingPreferencesSchema,
  uploadAvatarResponseSchema,
} from '@eventfold/contracts';
import { SqliteEventStore } from '../src/infrastructure/event-store/sqlite-event-store';
import { signedInAgent } from './support/accounts';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const validSettings = { name: 'Ada L.', zipCode: '60601', timezone: 'America/New_York', preferredRadius: 40 };

async function eventTypesOf(userId: string): Promise<string[]> {
  const store = SqliteEventStore.open(path.join(server.dataDir, 'events.sqlite'));
  try {
    return (await store.readStream(`user-${userId}`)).map((event) => event.type);
  } finally {
    await store.close();
  }
}

describe('signed out', () => {
  it.each([
    ['get', '/api/preferences'],
    ['patch', '/api/preferences'],
    ['patch', '/api/user/preferences'],
    ['post', '/api/upload-avatar'],
    ['get', '/api/avatars/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await request(server.url)[method](url);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.unauthorized });
  });
});

describe('GET and PATCH /api/preferences', () => {
  it('starts with the defaults and round-trips a change', async () => {
    const { agent } = await signedInAgent(server.url);
    const initial = await agent.get('/api/preferences');
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      shareLikes: true,
      shareComments: true,
      shareFavorites: false,
      notifyOnLike: true,
      notifyOnComment: true,
      notifyOnFavorite: false,
    });
    const changed = await agent.patch('/api/preferences').send({ shareFavorites: true, notifyOnLike: false });
    expect(changed.status).toBe(200);
    expect(sharingPreferencesSchema.parse(changed.body)).toEqual({
      ...initial.body,
      shareFavorites: true,
      notifyOnLike: false,
    });
    expect((await agent.get('/api/preferences')).body).toEqual(changed.body);
    expect((await agent.get('/api/auth/user')).body).toMatchObject({
      shareFavorites: true,
      notifyOnLike: false,
    });
  });

  it.each([
    ['no flag', {}, SERVER_MESSAGES.noPreferenceToUpdate],
    [
      'a flag that is not a boolean',
      { shareLikes: 'yes' },
      'Invalid input: expected boolean, received string',
    ],
    ['an unknown field', { shareEverything: true }, 'Unrecognized key: "shareEverything"'],
  ])('answers 400 for %s', async (_, body, message) => {
    const { agent } = await signedInAgent(server.url);
    const response = await agent.patch('/api/preferences').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe('PATCH /api/user/preferences', () => {
  it.each([
    ['a missing name', { name: undefined }, SETTINGS_MESSAGES.nameRequired],
    ['a blank name', { name: '  ' }, SETTINGS_MESSAGES.nameRequired],
    ['a bad ZIP code', { zipCode: '1234' }, SETTINGS_MESSAGES.zipInvalid],
    ['a ZIP code over 10 characters', { zipCode: '12345-67890' }, SETTINGS_MESSAGES.zipInvalid],
    ['a missing timezone', { timezone: undefined }, SETTINGS_MESSAGES.timezoneRequired],
    ['an empty timezone', { timezone: '' }, SETTINGS_MESSAGES.timezoneRequired],
    ['a radius of 0', { preferredRadius: 0 }, SETTINGS_MESSAGES.radiusMin],
    ['a radius over 100', { preferredRadius: 101 }, SETTINGS_MESSAGES.radiusMax],
    ['a non-numeric radius', { preferredRadius: 'far' }, SETTINGS_MESSAGES.radiusMin],
    ['an unknown RSVP visibility', { rsvpVisibility: 'everyone' }, SETTINGS_MESSAGES.rsvpInvalid],
  ])('answers 400 for %s', async (_, overrides, message) => {
    const { agent } = await signedInAgent(server.url);
    const response = await agent.patch('/api/user/preferences').send({ ...validSettings, ...overrides });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('answers 400 for a timezone outside the seven', async () => {
    const { agent } = await signedInAgent(server.url);
    const response = await agent
      .patch('/api/user/preferences')
      .send({ ...validSettings, timezone: 'Europe/Paris' });
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });

  it('saves the form, answers the current user, and appends events only for changes', async () => {
    const { agent, user } = await signedInAgent(server.url);
    const body = {
      ...validSettings,
      favoriteCategories: ['Music Venue', 'Brewery'],
      rsvpVisibility: 'friends',
      notifyByEmail: true,
      shareLikes: false,
    };
    const response = await agent.patch('/api/user/preferences').send(body);
    expect(response.status).toBe(200);
    expect(currentUserSchema.parse(response.body)).toMatchObject({ ...body, id: user.id });
    expect((await agent.get('/api/auth/user')).body).toEqual(response.body);
    expect(await eventTypesOf(user.id)).toEqual(['UserRegistered', 'ProfileUpdated', 'PreferencesChanged']);

    const again = await agent.patch('/api/user/preferences').send(body);
    expect(again.status).toBe(200);
    expect(await eventTypesOf(user.id)).toHaveLength(3);

    const preferencesOnly = await agent
      .patch('/api/user/preferences')
      .send({ ...body, preferredRadius: '55' });
    expect(preferencesOnly.body.preferredRadius).toBe(55);
    expect(await eventTypesOf(user.id)).toEqual([
      'UserRegistered',
      'ProfileUpdated',
      'PreferencesChanged',
      'PreferencesChanged',
    ]);
  });
});

describe('avatars', () => {
  const png = () =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer();

  it('accepts a PNG, re-encodes it to a 256x256 WebP and serves it to signed-in users', async () => {
    const { agent } = await signedInAgent(server.url);
    const response = await agent.post('/api/upload-avatar').attach('avatar', await png(), 'me.png');
    expect(response.status).toBe(201);
    const { url } = uploadAvatarResponseSchema.parse(response.body);
    expect(url).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}$/);
    expect((await agent.get('/api/auth/user')).body.profileImageUrl).toBe(url);

    const image = await agent.get(url).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('max-age=');
    const metadata = await sharp(image.body as Buffer).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();

    const stranger = await signedInAgent(server.url);
    expect((await stranger.agent.get(url)).status).toBe(200);
    expect((await request(server.url).get(url)).status).toBe(401);
  });

  it('rejects text renamed to .png', async () => {
    const { agent } = await signedInAgent(server.url);
    const response = await agent
      .post('/api/upload-avatar')
      .attach('avatar', Buffer.from('just some text, not a picture'), {
        filename: 'me.png',
        contentType: 'image/png',
      });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: SETTINGS_MESSAGES.avatarWrongType.description });
  });

  it('rejects a file over 5 MB', async () => {
    const { agent } = await signedInAgent(server.url);
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await agent.post('/api/upload-avatar').attach('avatar', big, 'big.png');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: SETTINGS_MESSAGES.avatarTooLarge.description });
  });

  it('asks for a file when none is sent', async () => {
    const { agent } = await signedInAgent(server.url);
    const response = await agent.post('/api/upload-avatar').field('something', 'else');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.avatarMissing });
  });

  it('answers 404 for an unknown or malformed avatar id', async () => {
    const { agent } = await signedInAgent(server.url);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '..%2F..%2Fmaster.key']) {
      const response = await agent.get(`/api/avatars/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: SERVER_MESSAGES.notFound });
    }
  });
});
