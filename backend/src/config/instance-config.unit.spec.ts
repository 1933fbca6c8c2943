import { loadConfig, runsBackgroundWork } from './app-config';

describe('configuration for several instances', () => {
  it('requires SESSION_SECRET with MONGODB_URL, since every instance must sign sessions alike', () => {
    expect(() => loadConfig({ MONGODB_URL: 'mongodb://db/eventfold?replicaSet=rs0' })).toThrow(
      'SESSION_SECRET is required with MONGODB_URL',
    );
    expect(
      loadConfig({ MONGODB_URL: 'mongodb://db/eventfold', SESSION_SECRET: 'a-secret-of-enough-length' })
        .mongoUrl,
    ).toBe('mongodb://db/eventfold');
  });

  it('reads ROLE: all by default; only api leaves projections and scans to other instances', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(runsBackgroundWork(loadConfig({ ROLE: 'api' }))).toBe(false);
    expect(runsBackgroundWork(loadConfig({ ROLE: 'worker' }))).toBe(true);
    expect(() => loadConfig({ ROLE: 'everything' })).toThrow('Invalid environment variable ROLE');
  });
});
