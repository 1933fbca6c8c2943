// Our npm registry serves only some platforms' builds of packages that ship native binaries as
// optional dependencies (@swc/core-darwin-arm64 answers 404, for example). npm then leaves those
// entries out of package-lock.json, and `npm ci` refuses the lock as incomplete. This records each
// unreachable optional dependency as the platform-tagged entry a full registry would have given, so
// that `npm ci` accepts the lock and skips them on this platform, as it would anyway.
// Run after `npm install` changes the lock: `node scripts/complete-lockfile.mjs`.
import fs from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'aix'];
const CPU = [
  ['arm64', 'arm64'],
  ['aarch64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['arm', 'arm'],
  ['ppc64', 'ppc64'],
  ['s390x', 's390x'],
  ['riscv64', 'riscv64'],
  ['loong64', 'loong64'],
  ['wasm32', 'wasm32'],
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((candidate) => parts.includes(candidate));
  const cpu = CPU.find(([token]) => parts.some((part) => part === token || part.startsWith(token)))?.[1];
  if (!os || !cpu) return null;
  const platform = { os: [os], cpu: [cpu] };
  if (os === 'linux') platform.libc = [parts.some((part) => part.startsWith('musl')) ? 'musl' : 'glibc'];
  return platform;
}

function installedPath(from, name) {
  // Node's resolution: the nearest node_modules up from the dependent's own folder.
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (installedPath(path, name)) continue;
    const platform = platformOf(name);
    if (!platform) {
      console.warn(
        `left alone: ${name}@${version} (needed by ${path || 'the root'}): no platform in its name`,
      );
      continue;
    }
    const target = `${path ? `${path}/` : ''}node_modules/${name}`.replace(
      /^node_modules\/(.+)\/node_modules/,
      'node_modules/$1/node_modules',
    );
    const hoisted = `node_modules/${name}`;
    const key = packages[hoisted] ? target : hoisted;
    packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: recorded ${added} optional platform package(s) the registry does not serve`);
