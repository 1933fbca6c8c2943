/* global process, console */
// Checks docker-compose.yml without a Docker engine (`docker compose config` needs the engine's
// compose plugin): the file parses as YAML with merge keys, and what compose would reject by
// reference is consistent: services have an image or a build, dependencies and volumes name
// things that exist, ports are [IP:]HOST:CONTAINER, and every ${VAR} is well formed. And what the
// scaled deployment relies on (issue 27): no named volume is mounted by two services, one-shot
// dependencies never restart, every app container checks /readyz, and two workers run (one a
// warm standby).
// Usage: node scripts/check-compose.mjs [file]   (exit code 1 with the problems listed)
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const file = process.argv[2] ?? 'docker-compose.yml';
const text = readFileSync(file, 'utf8');
const problems = [];
const compose = parse(text, { merge: true, strict: true, uniqueKeys: true });

const services = compose?.services ?? {};
const volumes = new Set(Object.keys(compose?.volumes ?? {}));
if (Object.keys(services).length === 0) problems.push('no services');

const mountedBy = new Map();
for (const [name, service] of Object.entries(services)) {
  if (!service.image && !service.build) problems.push(`${name}: neither image nor build`);
  const dependsOn = Array.isArray(service.depends_on)
    ? service.depends_on
    : Object.keys(service.depends_on ?? {});
  for (const dependency of dependsOn) {
    if (!(dependency in services)) problems.push(`${name}: depends on unknown service ${dependency}`);
    const condition = service.depends_on?.[dependency]?.condition;
    if (condition === 'service_healthy' && !services[dependency]?.healthcheck) {
      problems.push(`${name}: waits for ${dependency} to be healthy, which has no healthcheck`);
    }
    const restart = services[dependency]?.restart ?? 'no';
    if (condition === 'service_completed_successfully' && restart !== 'no') {
      problems.push(`${name}: waits for ${dependency} to complete, which restarts (${restart})`);
    }
  }
  for (const item of service.healthcheck?.test ?? []) {
    if (typeof item !== 'string')
      problems.push(`${name}: healthcheck item ${JSON.stringify(item)} is not a string`);
  }
  if (service.build && !JSON.stringify(service.healthcheck?.test ?? []).includes('/readyz')) {
    problems.push(`${name}: the app's healthcheck must ask /readyz`);
  }
  for (const mount of service.volumes ?? []) {
    const source = String(mount).split(':')[0];
    if (!source.startsWith('.') && !source.startsWith('/') && !volumes.has(source)) {
      problems.push(`${name}: volume ${source} is not declared under volumes`);
    }
    if (volumes.has(source)) {
      if (mountedBy.has(source))
        problems.push(`${name}: volume ${source} is also mounted by ${mountedBy.get(source)}`);
      mountedBy.set(source, name);
    }
  }
  for (const port of service.ports ?? []) {
    if (!/^(\d{1,3}(\.\d{1,3}){3}:)?\d+:\d+$/.test(String(port)))
      problems.push(`${name}: port ${port} is not [IP:]HOST:CONTAINER`);
  }
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) problems.push(`${name}: environment should be a map`);
  for (const [key, value] of Object.entries(environment)) {
    if (typeof value === 'object' && value !== null) problems.push(`${name}: ${key} is not a scalar`);
  }
}
const workers = Object.values(services).filter((service) => service.environment?.ROLE === 'worker');
if (workers.length < 2) problems.push(`${workers.length} worker(s): two are needed, one a warm standby`);
for (const match of text.matchAll(/\$\{([^}]*)\}/g)) {
  if (!/^[A-Z_][A-Z0-9_]*(:?[-?][^}]*)?$/.test(match[1]))
    problems.push(`malformed interpolation \${${match[1]}}`);
}

if (problems.length > 0) {
  console.error(`${file}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `${file}: ${Object.keys(services).length} services (${Object.keys(services).join(', ')}), ${volumes.size} volumes: valid`,
);
