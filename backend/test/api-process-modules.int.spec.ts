import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The server's own thread serves the API; pages are read in the extraction pool's threads. The
 * extraction libraries are tens of MB of memory once loaded (docs/decisions.md, "Server memory"), so
 * neither the modules the server starts with nor the scan it runs may import them: only a pool thread does.
 */
const APP_MODULE = path.join(__dirname, '..', 'dist', 'app.module.js');
/** What the scan worker loads at the first scan. */
const SCAN_SOURCE = path.join(__dirname, '..', 'dist', 'scanning', 'scan-source.js');
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

/** The extraction packages a fresh Node process has loaded once it required the built file. */
function extractionPackagesLoadedBy(file: string): string[] {
  const loaded = execFileSync(
    process.execPath,
    ['-e', `require(${JSON.stringify(file)}); console.log(JSON.stringify(Object.keys(require.cache)))`],
    { env: { PATH: process.env['PATH'] ?? '' }, encoding: 'utf8' },
  );
  const files = JSON.parse(loaded) as string[];
  expect(files).toContain(file);
  return EXTRACTION_PACKAGES.filter((name) =>
    files.some((loadedFile) => loadedFile.includes(`${path.sep}node_modules${path.sep}${name}${path.sep}`)),
  );
}

it('loads none of the extraction libraries with the application module', () => {
  expect(extractionPackagesLoadedBy(APP_MODULE)).toEqual([]);
});

it('loads none of them with the scan, whose pages, feeds and detail pages the pool threads read', () => {
  expect(extractionPackagesLoadedBy(SCAN_SOURCE)).toEqual([]);
});
