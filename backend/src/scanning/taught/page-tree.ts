import type { FieldPath, FieldStep, PatternStep } from '@eventfold/contracts';
import { TAUGHT_LIMITS } from '@eventfold/contracts';
import type { AnyNode, Element } from 'domhandler';
import { blockText, UNREAD_TAGS } from '../parse/block-text';

// The page's structure as a taught pattern names it: elements by tag name and the classes that say what they are.

export const isElement = (node: AnyNode | null | undefined): node is Element =>
  node != null && (node.type === 'tag' || node.type === 'script' || node.type === 'style');

/** An element's child elements that hold readable content (no scripts, styles, templates). */
export function childElements(parent: AnyNode): Element[] {
  const children = 'children' in parent ? (parent.children as AnyNode[]) : [];
  return children.filter((child): child is Element => isElement(child) && !UNREAD_TAGS.has(child.name));
}

/**
 * The classes that say what an element is, not which one it is or how it looks this minute: generated names
 * ("css-1q2w3e", "sc-bdVaJa"), numbered ones ("event-4312") and names of a passing state are left out.
 */
const PASSING_CLASS =
  /\d{3,}|^(?:css|sc|jsx|svelte|emotion|astro)-|^(?:active|selected|current|hover|open|first|last|odd|even)$/i;

export function classesOf(element: Element): string[] {
  const value = element.attribs['class'];
  if (!value) return [];
  const classes: string[] = [];
  for (const name of value.split(/\s+/)) {
    if (name.length === 0 || name.length > TAUGHT_LIMITS.classLength || PASSING_CLASS.test(name)) continue;
    if (!classes.includes(name)) classes.push(name);
    if (classes.length === TAUGHT_LIMITS.classesPerStep) break;
  }
  return classes;
}

export const stepOf = (element: Element): PatternStep => ({ tag: element.name, classes: classesOf(element) });

/** Whether a class attribute's value names the class, found in place (no list made per element). */
function namesClass(value: string, name: string): boolean {
  for (let at = value.indexOf(name); at >= 0; at = value.indexOf(name, at + 1)) {
    const end = at + name.length;
    const before = at === 0 || value.charCodeAt(at - 1) <= 32;
    if (before && (end === value.length || value.charCodeAt(end) <= 32)) return true;
  }
  return false;
}

export function matchesStep(element: Element, step: PatternStep): boolean {
  if (element.name !== step.tag) return false;
  const { classes } = step;
  if (classes.length === 0) return true;
  const value = element.attribs['class'];
  if (value === undefined) return false;
  for (let at = 0; at < classes.length; at += 1) if (!namesClass(value, classes[at]!)) return false;
  return true;
}

/** The classes both steps name, in the first's order. */
export function sharedClasses(one: readonly string[], other: readonly string[]): string[] {
  return one.filter((name) => other.includes(name));
}

/** Every element the path from the document's root reaches, in document order. */
export function elementsAt(root: AnyNode, path: readonly PatternStep[]): Element[] {
  let reached: AnyNode[] = [root];
  for (const step of path) {
    const next: Element[] = [];
    for (const node of reached)
      for (const child of childElements(node)) if (matchesStep(child, step)) next.push(child);
    if (next.length === 0) return [];
    reached = next;
  }
  return reached as Element[];
}

/** The path from the document's root down to an element; null when it lies deeper than a pattern may reach. */
export function pathFromRoot(element: Element): PatternStep[] | null {
  const path: PatternStep[] = [];
  for (let at: AnyNode | null = element; isElement(at); at = at.parent) {
    path.push(stepOf(at));
    if (path.length > TAUGHT_LIMITS.recordSteps) return null;
  }
  return path.reverse();
}

/** The path from a record down to one of its elements; null when it is not inside it or lies too deep. */
export function fieldPath(record: Element, element: Element): FieldPath | null {
  const path: FieldStep[] = [];
  for (let at: Element = element; at !== record;) {
    const parent = at.parent;
    if (!isElement(parent)) return null;
    const step = stepOf(at);
    const index = childElements(parent)
      .filter((child) => matchesStep(child, step))
      .indexOf(at);
    path.push({ ...step, index });
    if (path.length > TAUGHT_LIMITS.fieldSteps) return null;
    at = parent;
  }
  return path.reverse();
}

/** The step's tag, and at least one of its classes where it names any: a sibling record's "title title-withTagline". */
function kinToStep(element: Element, step: PatternStep): boolean {
  if (element.name !== step.tag) return false;
  if (step.classes.length === 0) return true;
  const own = classesOf(element);
  return step.classes.some((name) => own.includes(name));
}

function followed(
  record: Element,
  path: FieldPath,
  matches: (element: Element, step: PatternStep) => boolean,
) {
  let at: Element = record;
  for (const step of path) {
    const next = childElements(at).filter((child) => matches(child, step))[step.index];
    if (!next) return null;
    at = next;
  }
  return at;
}

/**
 * A record's element at the end of a field's path: each step's classes all borne, else one of them (records vary a
 * class or two), else the first element bearing the last step's classes anywhere in the record (an optional element
 * on the way).
 */
export function elementAtField(record: Element, path: FieldPath): Element | null {
  return (
    followed(record, path, matchesStep) ?? followed(record, path, kinToStep) ?? fallbackField(record, path)
  );
}

function fallbackField(record: Element, path: FieldPath): Element | null {
  const last = path[path.length - 1];
  if (!last || last.classes.length === 0) return null;
  const stack: Element[] = childElements(record).reverse();
  while (stack.length > 0) {
    const element = stack.pop()!;
    if (matchesStep(element, last)) return element;
    stack.push(...childElements(element).reverse());
  }
  return null;
}

/** An element's visible text, one line per block (as the listing reader sees it). */
export const textOf = (element: Element): string => blockText([element]);

/** The text on one line, tidied: what a title or a place reads as. */
export const lineOf = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Two paths the same steps, ignoring classes the first names and the second does not. */
export function sameSteps(one: readonly PatternStep[], other: readonly PatternStep[]): boolean {
  return one.length === other.length && one.every((step, at) => step.tag === other[at]!.tag);
}
