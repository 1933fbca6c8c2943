import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The kinds of event markup a corpus page carries (README of the corpus, field `structured`). */
export const PAGE_KINDS = ['none', 'jsonld', 'microdata', 'hevent', 'ics'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const expectedEvent = z.object({
  title: z.string(),
  /** Local wall-clock time in the page's zone: `YYYY-MM-DDTHH:mm`, or `YYYY-MM-DD` without a time. */
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/),
  end: z.string().optional(),
  location: z.string().optional(),
  url: z.string().optional(),
});
export type ExpectedEvent = z.infer<typeof expectedEvent>;

const expectedPage = z.object({
  /** "owner/repo path/in/repo@commit": where the saved page comes from. */
  origin: z.string(),
  timezone: z.string(),
  now: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  horizonDays: z.number().int().positive().optional(),
  structured: z.enum(PAGE_KINDS),
  events: z.array(expectedEvent),
  optional: z.array(expectedEvent).default([]),
});

export interface CorpusPage extends z.infer<typeof expectedPage> {
  name: string;
  /** The saved page or feed itself. */
  file: string;
}

/** Every page of a folder in the corpus format: `NAME.expected.json` beside `NAME.html` or `NAME.ics`. */
export function readCorpus(dir: string): CorpusPage[] {
  const files = readdirSync(dir).sort();
  return files
    .filter((file) => file.endsWith('.expected.json'))
    .map((file) => {
      const name = file.slice(0, -'.expected.json'.length);
      const page = files.find((candidate) => /^(.*)\.(html?|ics)$/i.exec(candidate)?.[1] === name);
      if (!page) throw new Error(`${file} has no page beside it (${name}.html or ${name}.ics)`);
      const parsed = expectedPage.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
      return { ...parsed.data, name, file: path.join(dir, page) };
    });
}

/**
 * `<repo>/../shared/corpus`: CI clones the repository with `shared/` beside it. This file sits
 * four folders below the repository root both in `src/` and in the built `dist/`.
 */
export const DEFAULT_CORPUS_DIR = path.resolve(__dirname, '../../../../../shared/corpus');
