/**
 * Arrays of records written as data in a page's JavaScript: a calendar widget's configuration (`events: [{ title:
 * 'Open Mic', start: '2026-12-03T19:00' }, …]`), a list handed to a component (`render([{ "name": … }])`). A JavaScript
 * literal is not JSON (unquoted keys, single quotes, trailing commas, comments), so this reads the literal subset of
 * the language: objects, arrays, strings, numbers, true/false/null; a name or a `a.b` path as a value reads as null;
 * anything else (a function, a call, a spread) ends that literal unread, and the search goes on inside it.
 */

/** Scripts longer than this are a library, not a page's data. */
const MAX_SCRIPT_CHARS = 2_000_000;
/** Literals read per script; each a parse from one "[{" on. */
const MAX_ATTEMPTS = 2_000;
/** Nesting deeper than this is no page's event data. */
const MAX_DEPTH = 32;

const ARRAY_OF_RECORDS = /\[\s*\{/g;
const IDENTIFIER = /[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*/y;
const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;

class Unreadable extends Error {}

class LiteralReader {
  at: number;

  constructor(
    private readonly text: string,
    start: number,
  ) {
    this.at = start;
  }

  private fail(): never {
    throw new Unreadable();
  }

  /** Past blanks and comments. */
  private skip(): void {
    const { text } = this;
    for (;;) {
      const code = text.charCodeAt(this.at);
      if (code === 32 || code === 10 || code === 13 || code === 9) this.at += 1;
      else if (text.startsWith('//', this.at)) {
        const end = text.indexOf('\n', this.at);
        this.at = end < 0 ? text.length : end;
      } else if (text.startsWith('/*', this.at)) {
        const end = text.indexOf('*/', this.at + 2);
        if (end < 0) this.fail();
        this.at = end + 2;
      } else return;
    }
  }

  value(depth: number): unknown {
    if (depth > MAX_DEPTH) this.fail();
    this.skip();
    const char = this.text[this.at];
    if (char === '{') return this.object(depth);
    if (char === '[') return this.array(depth);
    if (char === '"' || char === "'" || char === '`') return this.string();
    NUMBER.lastIndex = this.at;
    const number = NUMBER.exec(this.text);
    if (number) {
      this.at += number[0].length;
      return Number(number[0]);
    }
    IDENTIFIER.lastIndex = this.at;
    const name = IDENTIFIER.exec(this.text);
    if (!name || name[0] === 'function' || name[0] === 'new') this.fail();
    this.at += name[0].length;
    this.skip();
    // A call or an arrow is code, not data.
    if (this.text[this.at] === '(' || this.text.startsWith('=>', this.at)) this.fail();
    if (name[0] === 'true') return true;
    if (name[0] === 'false') return false;
    return null;
  }

  private string(): string {
    const { text } = this;
    const quote = text[this.at]!;
    let out = '';
    let from = (this.at += 1);
    for (;;) {
      const char = text[this.at];
      if (char === undefined || (char === '\n' && quote !== '`')) this.fail();
      if (char === quote) {
        out += text.slice(from, this.at);
        this.at += 1;
        return out;
      }
      if (quote === '`' && char === '$' && text[this.at + 1] === '{') this.fail();
      if (char === '\\') {
        out += text.slice(from, this.at);
        out += this.escape();
        from = this.at;
      } else this.at += 1;
    }
  }

  private escape(): string {
    const { text } = this;
    const char = text[this.at + 1];
    this.at += 2;
    if (char === 'n') return '\n';
    if (char === 't') return '\t';
    if (char === 'r') return '';
    if (char === 'u' || char === 'x') {
      const digits = char === 'u' ? 4 : 2;
      const hex = text.slice(this.at, this.at + digits);
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== digits) this.fail();
      this.at += digits;
      return String.fromCharCode(parseInt(hex, 16));
    }
    if (char === undefined) this.fail();
    return char === '\n' ? '' : char;
  }

  private key(): string {
    this.skip();
    const char = this.text[this.at];
    if (char === '"' || char === "'") return this.string();
    IDENTIFIER.lastIndex = this.at;
    const name = IDENTIFIER.exec(this.text);
    NUMBER.lastIndex = this.at;
    const number = name ? null : NUMBER.exec(this.text);
    const found = name?.[0] ?? number?.[0];
    if (!found || found.includes('.')) this.fail();
    this.at += found.length;
    return found;
  }

  private object(depth: number): Record<string, unknown> {
    const record: Record<string, unknown> = {};
    this.at += 1;
    for (;;) {
      this.skip();
      if (this.text[this.at] === '}') {
        this.at += 1;
        return record;
      }
      const key = this.key();
      this.skip();
      if (this.text[this.at] !== ':') this.fail();
      this.at += 1;
      record[key] = this.value(depth + 1);
      this.skip();
      if (this.text[this.at] === ',') this.at += 1;
      else if (this.text[this.at] !== '}') this.fail();
    }
  }

  private array(depth: number): unknown[] {
    const items: unknown[] = [];
    this.at += 1;
    for (;;) {
      this.skip();
      if (this.text[this.at] === ']') {
        this.at += 1;
        return items;
      }
      items.push(this.value(depth + 1));
      this.skip();
      if (this.text[this.at] === ',') this.at += 1;
      else if (this.text[this.at] !== ']') this.fail();
    }
  }
}

/** The arrays of records a script writes as literals, in order; an array inside one read is part of it. */
export function recordArrays(script: string): unknown[][] {
  if (script.length > MAX_SCRIPT_CHARS) return [];
  const found: unknown[][] = [];
  let attempts = 0;
  // Characters read over all attempts: a literal that fails deep inside is read again from each "[{" within it.
  let read = 0;
  const budget = 4 * script.length + 100_000;
  ARRAY_OF_RECORDS.lastIndex = 0;
  for (let match = ARRAY_OF_RECORDS.exec(script); match; match = ARRAY_OF_RECORDS.exec(script)) {
    if ((attempts += 1) > MAX_ATTEMPTS || read > budget) break;
    const reader = new LiteralReader(script, match.index);
    try {
      found.push(reader.value(0) as unknown[]);
      ARRAY_OF_RECORDS.lastIndex = reader.at;
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      ARRAY_OF_RECORDS.lastIndex = match.index + 1;
    }
    read += reader.at - match.index;
  }
  return found;
}
