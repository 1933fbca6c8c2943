import { loadConfig, runsBackgroundWork } from './app-config';

describe('configuration for several instances', () => {
  it('requires SESSION_SECRET with MONGODB_URL, since every instance must sign sessions alike', () => {
    expect(() => loadConfig({ MONGODB_URL: 'mongodb://db/eventfold?replicaSet=rs0' })).toThrow(
      'SESSION_SECRET is required with MONGODB_URL',
    );
    expect(
      loadConfig({
        MONGODB_URL: 'mongodb://db/eventfold',
        EVENTSTORE_URL: 'esdb://log:2113?tls=false',
        SESSION_SECRET: 'a-secret-of-enough-length',
      }).mongoUrl,
    ).toBe('mongodb://db/eventfold');
  });

  it('requires EVENTSTORE_URL with MONGODB_URL, since instances sharing read models must share one log', () => {
    expect(() =>
      loadConfig({ MONGODB_URL: 'mongodb://db/eventfold', SESSION_SECRET: 'a-secret-of-enough-length' }),
    ).toThrow('EVENTSTORE_URL is required with MONGODB_URL');
  });

  it('reads ROLE: all by default; only api leaves projections and scans to other instances', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(runsBackgroundWork(loadConfig({ ROLE: 'api' }))).toBe(false);
    expect(runsBackgroundWork(loadConfig({ ROLE: 'worker' }))).toBe(true);
    expect(() => loadConfig({ ROLE: 'everything' })).toThrow('Invalid environment variable ROLE');
  });
});
