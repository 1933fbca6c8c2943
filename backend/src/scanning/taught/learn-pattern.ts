import { type FieldPath, TAUGHT_MESSAGES, type TaughtPattern } from '@eventfold/contracts';
import type { AnyNode, Element } from 'domhandler';
import type { ExtractionContext, RawEvent } from '../scanned-event';
import {
  childElements,
  classesOf,
  isElement,
  pathFromRoot,
  sameSteps,
  sharedClasses,
  textOf,
} from './page-tree';
import { headingsOver } from './headings';
import { readPattern, readRecord, readRecords } from './read-pattern';
import { recordFields } from './record-fields';
import { titleElements, typedTextOf } from './title-elements';
import { holdsTyped, typedTitle } from './typed-title';

// Wrapper induction from one or two examples: the repeated record around the person's title, its fields' paths.

export type Learnt =
  | { ok: true; pattern: TaughtPattern; events: RawEvent[]; unreadable: number }
  | { ok: false; message: string };

interface Candidate {
  pattern: TaughtPattern;
  /** How far above the title its record stands: the tightest record is the likeliest. */
  level: number;
  /** Siblings of the example's record read as events (of those sampled). */
  reach: number;
}

/** Siblings of the example's record read to learn the record's classes: enough to tell its kind on any page. */
const SAMPLED_SIBLINGS = 64;

/** How far above its title a record may stand (a card's heading inside a link inside a box inside the card). */
const MAX_LEVELS = 12;
/** A record is one event's box: text longer than this is a page's section holding many. */
const MAX_RECORD_TEXT = 4000;

/** Among its siblings, those of its kind: the same tag, and a class in common where it has classes. */
function kin(record: Element, parent: Element): Element[] {
  const own = classesOf(record);
  return childElements(parent).filter(
    (sibling) =>
      sibling.name === record.name && (own.length === 0 || sharedClasses(own, classesOf(sibling)).length > 0),
  );
}

/**
 * The record at one level above the title: it and at least one sibling of its kind each read as an event through the
 * example's paths. Its step names the classes every such sibling bears; the steps above it are the example's own.
 */
function candidateAt(
  root: AnyNode,
  record: Element,
  title: Element,
  example: string,
  context: ExtractionContext,
) {
  const parent = record.parent;
  if (!isElement(parent) || textOf(record).length > MAX_RECORD_TEXT) return null;
  const siblings = kin(record, parent);
  if (siblings.length < 2) return null;
  const headings = headingsOver(root, new Set(siblings));
  const fields = recordFields(record, title, headings.get(record) ?? null);
  const above = pathFromRoot(parent);
  if (!fields || !above) return null;
  const trial: TaughtPattern = { version: 1, record: [...above], fields, examples: [example] };
  const read = (sibling: Element) => readRecord(sibling, trial, context, headings.get(sibling) ?? null);
  if (!read(record)) return null;
  const sampled = siblings.length > SAMPLED_SIBLINGS ? siblings.slice(0, SAMPLED_SIBLINGS) : siblings;
  const readable = sampled.filter((sibling) => sibling !== record && read(sibling));
  if (readable.length < 1) return null;
  const classes = readable.reduce(
    (shared, sibling) => sharedClasses(shared, classesOf(sibling)),
    classesOf(record),
  );
  const pattern: TaughtPattern = { ...trial, record: [...above, { tag: record.name, classes }] };
  return { pattern, reach: readable.length };
}

type Candidates = { ok: true; candidates: Candidate[] } | { ok: false; message: string };

/** Every pattern one example allows, tightest record first, then the one reading more. */
function candidatesFor(root: AnyNode, example: string, context: ExtractionContext): Candidates {
  const { exact, partial } = titleElements(root, example);
  const titles = exact.length > 0 ? exact : partial;
  if (titles.length === 0) return { ok: false, message: TAUGHT_MESSAGES.titleNotFound(example) };
  const candidates: Candidate[] = [];
  const titlesRead = new Set<string>();
  for (const title of titles) {
    let record: Element = title;
    for (let level = 0; level < MAX_LEVELS && isElement(record.parent); level += 1, record = record.parent) {
      const found = candidateAt(root, record, title, example, context);
      if (!found) continue;
      candidates.push({ ...found, level });
      titlesRead.add(typedTextOf(title));
    }
  }
  if (candidates.length === 0) return { ok: false, message: TAUGHT_MESSAGES.noRecord(example) };
  // A part of a title is enough only when the title it is part of is one.
  if (exact.length === 0 && titlesRead.size > 1)
    return { ok: false, message: TAUGHT_MESSAGES.ambiguous(example) };
  candidates.sort((a, b) => a.level - b.level || b.reach - a.reach);
  return { ok: true, candidates };
}

/** Whether one of the events is titled as the person typed the example (or holds it). */
function readsExample(events: readonly RawEvent[], example: string): boolean {
  const wanted = typedTitle(example);
  return events.some((event) => holdsTyped(typedTitle(event.title), wanted));
}

function sharedField(one: FieldPath, other: FieldPath): FieldPath | null {
  if (one.length !== other.length) return null;
  const steps = one.map((step, at) => {
    const theirs = other[at]!;
    if (step.tag !== theirs.tag || step.index !== theirs.index) return null;
    return { ...step, classes: sharedClasses(step.classes, theirs.classes) };
  });
  return steps.every((step) => step !== null) ? (steps as FieldPath) : null;
}

/** The pattern two examples' own patterns share: the same steps, the classes both name; null when they differ. */
function sharedPattern(one: TaughtPattern, other: TaughtPattern): TaughtPattern | null {
  if (!sameSteps(one.record, other.record)) return null;
  const title = sharedField(one.fields.title, other.fields.title);
  if (!title) return null;
  const record = one.record.map((step, at) => ({
    tag: step.tag,
    classes: sharedClasses(step.classes, other.record[at]!.classes),
  }));
  const { date, time, location, link } = one.fields;
  const fields = {
    title,
    date: date ?? other.fields.date,
    time: time ?? other.fields.time,
    location: location ?? other.fields.location,
    link: link ?? other.fields.link,
  };
  return { version: 1, record, fields, examples: [...one.examples, ...other.examples] };
}

/**
 * Learns a page's pattern from the titles of one or two of its events. With one, the tightest repeated record around
 * the title that reads events. A second example keeps only the patterns that read it too as an event's title: the
 * first example's tightest one that does, else the one both examples' records share (their common classes), else the
 * second's own when the first stands in its records (the person first showed another line of them); when none of
 * these holds, the examples disagree.
 */
export function learnPattern(root: AnyNode, examples: readonly string[], context: ExtractionContext): Learnt {
  const [first, second] = examples;
  if (first === undefined) return { ok: false, message: TAUGHT_MESSAGES.exampleRequired };
  const ones = candidatesFor(root, first, context);
  if (!ones.ok) return ones;
  const done = (pattern: TaughtPattern, read = readPattern(root, pattern, context)): Learnt => ({
    ok: true,
    pattern,
    ...read,
  });
  if (second === undefined) return done(ones.candidates[0]!.pattern);
  const both = [first, second];
  for (const { pattern } of ones.candidates) {
    const read = readPattern(root, pattern, context);
    if (readsExample(read.events, second)) return done({ ...pattern, examples: both }, read);
  }
  const others = candidatesFor(root, second, context);
  if (!others.ok) return others;
  for (const one of ones.candidates)
    for (const other of others.candidates) {
      const pattern = sharedPattern(one.pattern, other.pattern);
      if (!pattern) continue;
      const read = readPattern(root, pattern, context);
      if (readsExample(read.events, first) && readsExample(read.events, second)) return done(pattern, read);
    }
  // The first example was another line of the same records (a tour name, a price): the second says which is the title.
  const typedFirst = typedTitle(first);
  for (const { pattern } of others.candidates) {
    const records = readRecords(root, pattern, context);
    if (records.some(({ element }) => holdsTyped(typedTextOf(element), typedFirst)))
      return done({ ...pattern, examples: both });
  }
  return { ok: false, message: TAUGHT_MESSAGES.examplesDisagree };
}
