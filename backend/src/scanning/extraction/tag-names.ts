/**
 * The HTML elements' names, each one string: the parser slices a new copy of a tag's name out of the page for every
 * element, and a long listing keeps tens of thousands of them alive. Only the standard's names, so a hostile page
 * cannot grow this, and no name sliced from a page outlives it.
 */
const TAG_NAMES = new Map(
  (
    'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col ' +
    'colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure font footer form ' +
    'h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark menu ' +
    'meta meter nav noscript object ol optgroup option output p param picture pre progress q rp rt ruby s samp ' +
    'script search section select slot small source span strong style sub summary sup svg table tbody td template ' +
    'textarea tfoot th thead time title tr track u ul var video wbr center tt big strike nobr'
  )
    .split(' ')
    .map((name) => [name, name]),
);

/** The one string of a standard element's name, else the name as given. */
export function ownTagName(name: string): string {
  return TAG_NAMES.get(name) ?? name;
}
