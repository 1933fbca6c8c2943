/**
 * htmlparser2's own rules for HTML (its Parser, version 10), which the page's tree builder follows on htmlparser2's
 * tokenizer: the same tree as before, without the Parser's glue between the two.
 */

const formTags = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const pTag = new Set(['p']);
const tableSectionTags = new Set(['thead', 'tbody']);
const ddtTags = new Set(['dd', 'dt']);
const rtpTags = new Set(['rt', 'rp']);

/** The open elements an element's start ends when one of them is the innermost open element. */
export const OPEN_IMPLIES_CLOSE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['li', new Set(['li'])],
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((name) => [name, pTag] as const),
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((name) => [name, formTags] as const),
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', ddtTags],
  ['dt', ddtTags],
  ...[
    'address',
    'article',
    'aside',
    'blockquote',
    'details',
    'div',
    'dl',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'form',
    'header',
    'hr',
    'main',
    'nav',
    'ol',
    'pre',
    'section',
    'table',
    'ul',
  ].map((name) => [name, pTag] as const),
  ['rt', rtpTags],
  ['rp', rtpTags],
  ['tbody', tableSectionTags],
  ['tfoot', tableSectionTags],
]);

export const VOID_ELEMENTS: ReadonlySet<string> = new Set(
  'area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr'.split(
    ' ',
  ),
);

/** Elements whose insides are foreign content (a self-closing tag there closes), and HTML inside those again. */
export const FOREIGN_CONTEXT_ELEMENTS: ReadonlySet<string> = new Set(['math', 'svg']);
export const HTML_INTEGRATION_ELEMENTS: ReadonlySet<string> = new Set([
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'annotation-xml',
  'foreignobject',
  'desc',
  'title',
]);

const NAME_END = /\s|\//;

/** A declaration's or processing instruction's name: up to the first space or slash, lower-cased. */
export function instructionName(value: string): string {
  const index = value.search(NAME_END);
  return (index < 0 ? value : value.slice(0, index)).toLowerCase();
}
