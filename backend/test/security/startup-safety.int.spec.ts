import fs from 'node:fs';
import path from 'node:path';
import { startServer, temporaryDataDir } from '../support/server';

// Round three: a failure 4 s after the first start left master.key empty, so the server would not
// start and the encrypted data was lost; the server also listened on every interface by default.

/** The local addresses a process's port is bound to, read from /proc (IPv4 and IPv6). */
function boundAddresses(port: number): string[] {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  return ['tcp', 'tcp6'].flatMap((table) =>
    fs
      .readFileSync(`/proc/net/${table}`, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // State 0A: listening.
      .filter((fields) => fields[1]?.endsWith(`:${hex}`) && fields[3] === '0A')
      .map((fields) => `${table}:${fields[1]!.split(':')[0]}`),
  );
}

it('writes master.key and session.secret whole, leaving no temporary file', async () => {
  const server = await startServer();
  try {
    expect(
      Buffer.from(fs.readFileSync(path.join(server.dataDir, 'master.key'), 'utf8'), 'base64'),
    ).toHaveLength(32);
    expect(
      fs.readFileSync(path.join(server.dataDir, 'session.secret'), 'utf8').length,
    ).toBeGreaterThanOrEqual(64);
    expect(fs.readdirSync(server.dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  } finally {
    await server.stop();
  }
});

it.each([
  ['master.key', ''],
  ['session.secret', 'short'],
])('refuses to start on a cut-short %s, naming the file', async (file, content) => {
  const dataDir = temporaryDataDir();
  fs.writeFileSync(path.join(dataDir, file), content);
  const starting = startServer({}, dataDir);
  await expect(starting).rejects.toThrow(
    `${path.join(dataDir, file)} is ${content === '' ? 'empty' : 'only 5 characters long'}`,
  );
  await expect(starting).rejects.toThrow('Restore it from a backup');
  // Never replaced: a new key could not read what the old one sealed.
  expect(fs.readFileSync(path.join(dataDir, file), 'utf8')).toBe(content);
});

it('listens on loopback only unless HOST says otherwise', async () => {
  const server = await startServer();
  try {
    const port = Number(new URL(server.url).port);
    expect(boundAddresses(port)).toEqual(['tcp:0100007F']);
  } finally {
    await server.stop();
  }
  const open = await startServer({ HOST: '0.0.0.0' });
  try {
    expect(boundAddresses(Number(new URL(open.url).port))).toEqual(['tcp:00000000']);
  } finally {
    await open.stop();
  }
});
