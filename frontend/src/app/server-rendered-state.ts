import { type DehydratedState } from '@tanstack/react-query';
import { type CurrentUser } from '@eventfold/contracts';

/** The element holding what a server-rendered page was rendered from (JSON, escaped for <script>). */
export const SERVER_RENDER_STATE_ID = 'eventfold-server-render';

/** What the browser takes a server-rendered `/` over with (see entry-server.tsx). */
export interface ServerRenderedState {
  user: CurrentUser;
  /** The zone the page was drawn in (the user's, or the default for a user without one). */
  timezone: string;
  /** The server's today in the user's zone (`yyyy-MM-dd`): a browser on another day renders itself. */
  today: string;
  /** React Query's dehydrated cache: the month's events, the upcoming days, the jump's counts, the venues. */
  queries: DehydratedState;
}
