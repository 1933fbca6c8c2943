import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JournalFile, readRecords } from './journal-file';

describe('journal file', () => {
  it('writes lines larger than its buffer whole, and the small ones after them too', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-file-'));
    const file = path.join(directory, 'journal.jsonl');
    try {
      const journal = JournalFile.open(file, { fsync: false });
      const large = { text: 'é'.repeat(1_500_000) };
      journal.append(`${JSON.stringify({ n: 1 })}\n`);
      journal.append(`${JSON.stringify(large)}\n`);
      journal.append(`${JSON.stringify({ n: 2 })}\n`);
      journal.close();
      const records: unknown[] = [];
      const bytes = readRecords(file, (record) => records.push(record));
      expect(records).toEqual([{ n: 1 }, large, { n: 2 }]);
      expect(bytes).toBe(fs.statSync(file).size);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
