import { z } from 'zod';

/**
 * A venue's taught pattern (issue 25): data only, never code. Paths through the page's element tree (tag names and
 * classes, never a selector or an expression a person typed) to each repeated record, and from a record to each
 * field. Bounded in steps, classes and characters, so a pattern stored in the log stays small whatever the page.
 */
export const TAUGHT_LIMITS = {
  /** Steps from the page's root to a record (real pages nest far less). */
  recordSteps: 64,
  /** Steps from a record to one of its fields. */
  fieldSteps: 16,
  classesPerStep: 8,
  classLength: 80,
  /** Examples a pattern is learnt from: one, and a second that refines it. */
  examples: 2,
  exampleLength: 300,
  /** Events a preview lists (its count says how many the pattern reads). */
  previewEvents: 200,
} as const;

const tagName = z
  .string()
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/);
const className = z
  .string()
  .max(TAUGHT_LIMITS.classLength)
  .regex(/^[^\s]+$/);

/** One step down the tree: the children of this tag bearing every one of these classes. */
export const patternStepSchema = z.object({
  tag: tagName,
  classes: z.array(className).max(TAUGHT_LIMITS.classesPerStep),
});
export type PatternStep = z.infer<typeof patternStepSchema>;

/** A step from a record to a field: the `index`-th such child (0 for the first). */
export const fieldStepSchema = patternStepSchema.extend({ index: z.number().int().min(0).max(200) });
export type FieldStep = z.infer<typeof fieldStepSchema>;

/** From a record to a field's element; empty for the record itself. */
const fieldPathSchema = z.array(fieldStepSchema).max(TAUGHT_LIMITS.fieldSteps);
export type FieldPath = z.infer<typeof fieldPathSchema>;

export const TAUGHT_FIELDS = ['title', 'date', 'time', 'location', 'link'] as const;

export const taughtPatternSchema = z.object({
  version: z.literal(1),
  /** From the document's root to every record: each record is an element this path reaches. */
  record: z.array(patternStepSchema).min(1).max(TAUGHT_LIMITS.recordSteps),
  fields: z.object({
    title: fieldPathSchema,
    /** Null: the record's whole text is read for its day (and its hour, without a time path). */
    date: fieldPathSchema.nullable(),
    time: fieldPathSchema.nullable(),
    location: fieldPathSchema.nullable(),
    link: fieldPathSchema.nullable(),
  }),
  /** The titles the person showed, as they gave them. */
  examples: z.array(z.string().max(TAUGHT_LIMITS.exampleLength)).min(1).max(TAUGHT_LIMITS.examples),
});
export type TaughtPattern = z.infer<typeof taughtPatternSchema>;

/** What the teaching dialog, the API and the CLI say when a pattern cannot be learnt or saved. */
export const TAUGHT_MESSAGES = {
  /** The source's status and scan details when its taught pattern read nothing on a rescan. */
  pageChanged: 'The page changed: show us one event again',
  titleNotFound: (title: string) => `“${title}” is not on the page as we fetched it.`,
  ambiguous: (title: string) =>
    `More than one title on the page contains “${title}”: type more of it, or click the title itself.`,
  noRecord: (title: string) =>
    `“${title}” is not part of a list of events with dates on this page: click the title of an event in the list.`,
  readsNothing: 'That pattern reads no upcoming events on this page: try another event.',
  examplesDisagree:
    'The two examples do not share one pattern: try an event from the same list as the first.',
  notHtml: 'This address is a calendar feed, which is read without teaching.',
  exampleRequired: 'Show us the title of one event',
  exampleTooLong: `An example title is at most ${TAUGHT_LIMITS.exampleLength} characters`,
} as const;
