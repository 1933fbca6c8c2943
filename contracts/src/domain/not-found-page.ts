// Apart from messages.ts (re-exported there): the web client's first load needs this and no other text.
export const NOT_FOUND_PAGE = {
  heading: '404 Page Not Found',
  /** The spec's hint, verbatim. */
  hint: 'Did you forget to add the page to the router?',
  /** For everyone else: what happened and the way home (see docs/decisions.md). */
  help: 'This page does not exist or has moved. Check the address, or go back to the home page.',
} as const;
