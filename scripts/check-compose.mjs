// Checks docker-compose.yml without a Docker engine (`docker compose config` needs the engine's
// compose plugin): the file parses as YAML with merge keys, and what compose would reject by
// reference is consistent: services have an image or a build, dependencies and volumes name
// things that exist, ports are HOST:CONTAINER, and every ${VAR} is well formed.
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
  }
  for (const mount of service.volumes ?? []) {
    const source = String(mount).split(':')[0];
    if (!source.startsWith('.') && !source.startsWith('/') && !volumes.has(source)) {
      problems.push(`${name}: volume ${source} is not declared under volumes`);
    }
  }
  for (const port of service.ports ?? []) {
    if (!/^\d+:\d+$/.test(String(port))) problems.push(`${name}: port ${port} is not HOST:CONTAINER`);
  }
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) problems.push(`${name}: environment should be a map`);
  for (const [key, value] of Object.entries(environment)) {
    if (typeof value === 'object' && value !== null) problems.push(`${name}: ${key} is not a scalar`);
  }
}
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
