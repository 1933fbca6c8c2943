import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The server's own thread serves the API; pages are read in the extraction pool's threads. The
 * extraction libraries are tens of MB of memory once loaded (docs/decisions.md, "Server memory"), so
 * the modules the server starts with must not import them: only a scan (or a pool thread) does.
 */
const APP_MODULE = path.join(__dirname, '..', 'dist', 'app.module.js');
const EXTRACTION_PACKAGES = [
  'cheerio',
  'chrono-node',
  'parse5',
  'htmlparser2',
  'sanitize-html',
  'ical.js',
  'microdata-node',
  'microformats-parser',
];

it('loads none of the extraction libraries with the application module', () => {
  const loaded = execFileSync(
    process.execPath,
    ['-e', `require(${JSON.stringify(APP_MODULE)}); console.log(JSON.stringify(Object.keys(require.cache)))`],
    { env: { PATH: process.env['PATH'] ?? '' }, encoding: 'utf8' },
  );
  const files = JSON.parse(loaded) as string[];
  expect(files.some((file) => file.endsWith(path.join('dist', 'app.module.js')))).toBe(true);
  const extraction = EXTRACTION_PACKAGES.filter((name) =>
    files.some((file) => file.includes(`${path.sep}node_modules${path.sep}${name}${path.sep}`)),
  );
  expect(extraction).toEqual([]);
});
