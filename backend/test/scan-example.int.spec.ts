import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TAUGHT_MESSAGES } from '@eventfold/contracts';
import { runCli } from './support/cli';

// `npm run scan -- <url-or-file> --example "TITLE"`: checks outside the repository call exactly this.

const dir = mkdtempSync(path.join(process.env['EVENTFOLD_TEST_TMP'] ?? os.tmpdir(), 'scan-example-'));
const page = path.join(dir, 'lantern.html');
writeFileSync(
  page,
  `<!doctype html><html><body><h1>The Lantern Room</h1><ul class="programme">
<li class="item"><span class="name">Velvet Static</span><span class="when">December 12, 2026 · 8 pm</span><span class="room">Back Room</span></li>
<li class="item"><span class="name">Marigold &amp; the Mayflies</span><span class="when">December 18, 2026 · 7:30 pm</span><span class="room">Main Stage</span></li>
<li class="item"><span class="name">Dust Bowl Revival Night</span><span class="when">January 9, 2027</span><span class="room">Main Stage</span></li>
</ul></body></html>`,
);
const scan = (...args: string[]) => runCli('scan', [page, '--now', '2026-12-01', ...args], dir);

describe('npm run scan -- FILE --example TITLE', () => {
  it('prints every event the pattern learnt from the example reads', async () => {
    const { code, stdout } = await scan('--example', 'marigold and the mayflies');
    expect(code).toBe(0);
    expect(stdout).toContain('Sat Dec 12 2026 8:00 PM  taught  Velvet Static');
    expect(stdout).toMatch(/Fri Dec 18 2026 7:30 PM\s+taught\s+Marigold & the Mayflies\s+Main Stage/);
    expect(stdout).toContain('Sat Jan 9 2027');
    expect(stdout).toContain('3 events read by the pattern');
    expect(stdout).not.toContain('The pattern:');
  });

  it('prints the pattern too with --explain, and JSON with --json', async () => {
    const explained = await scan('--example', 'Velvet', '--explain');
    expect(explained.stdout).toContain('The pattern: each record at html > body > ul.programme > li.item');
    expect(explained.stdout).toContain('"examples": [\n    "Velvet"\n  ]');
    const json = await scan('--example', 'Velvet', '--json');
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ title: 'Velvet Static', allDay: false, location: 'Back Room' }),
      expect.objectContaining({ title: 'Marigold & the Mayflies' }),
      expect.objectContaining({ title: 'Dust Bowl Revival Night', allDay: true }),
    ]);
  });

  it('says why and exits 1 when the title is not on the page', async () => {
    const { code, stdout, stderr } = await scan('--example', 'Swan Lake');
    expect(code).toBe(1);
    expect(stderr).toContain(TAUGHT_MESSAGES.titleNotFound('Swan Lake'));
    expect(stdout).toBe('');
  });
});
