/**
 * Elements the HTML tree builder treats as structure ("special"): an implied end tag never reaches
 * past one of them. Phrasing elements (span, b, a, font …) are not among them.
 */
const SPECIAL = new Set(
  (
    'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup ' +
    'dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head ' +
    'header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes ' +
    'noscript object ol p param plaintext pre script search section select source style summary table tbody td ' +
    'template textarea tfoot th thead title tr track ul wbr xmp'
  ).split(' '),
);
/** A list item's or a term's implied end passes these too, as the tree builder's does. */
const LIST_ITEM_PASSES = new Set(['address', 'div', 'p']);
/** Where an open <p> stops being closable ("button scope"). */
const BUTTON_SCOPE = new Set([
  'applet',
  'caption',
  'html',
  'table',
  'td',
  'th',
  'marquee',
  'object',
  'template',
  'button',
]);
const TABLE_SCOPE = new Set(['html', 'table', 'template']);

const CLOSES_P = new Set(
  (
    'address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre search section summary table ul li dd dt'
  ).split(' '),
);

export interface ImpliedEnd {
  /** The one or two names this end ends. */
  closing: readonly string[];
  stopsAt: (open: string) => boolean;
}

const impliedEnd = (closing: string[], stopsAt: (open: string) => boolean): ImpliedEnd => ({
  closing,
  stopsAt,
});

function impliedEnds(name: string): ImpliedEnd[] {
  const ends: ImpliedEnd[] = [];
  if (name === 'li')
    ends.push(impliedEnd(['li'], (open) => SPECIAL.has(open) && !LIST_ITEM_PASSES.has(open)));
  if (name === 'dd' || name === 'dt')
    ends.push(impliedEnd(['dd', 'dt'], (open) => SPECIAL.has(open) && !LIST_ITEM_PASSES.has(open)));
  if (name === 'tr') ends.push(impliedEnd(['tr'], (open) => TABLE_SCOPE.has(open)));
  if (name === 'td' || name === 'th')
    ends.push(impliedEnd(['td', 'th'], (open) => TABLE_SCOPE.has(open) || open === 'tr'));
  if (CLOSES_P.has(name)) ends.push(impliedEnd(['p'], (open) => BUTTON_SCOPE.has(open)));
  return ends;
}
/**
 * The implied ends of each element that has any (all standard names), worked out once; other names have none. A
 * map filled as names came would grow with every made-up tag name a page invents.
 */
export const IMPLIED_ENDS = new Map(
  ['li', 'dd', 'dt', 'tr', 'td', 'th', ...CLOSES_P].map((name) => [name, impliedEnds(name)] as const),
);
export const NO_ENDS: readonly ImpliedEnd[] = [];

/** The names an implied end can end. */
export const IMPLIED_END_TARGETS: ReadonlySet<string> = new Set(
  [...IMPLIED_ENDS.values()].flatMap((ends) => ends.flatMap((end) => end.closing)),
);
