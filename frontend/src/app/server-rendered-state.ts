import { type DehydratedState } from '@tanstack/react-query';
import { type CurrentUser } from '@eventfold/contracts';

/** The element holding what a server-rendered page was rendered from (JSON, escaped for <script>). */
export const SERVER_RENDER_STATE_ID = 'eventfold-server-render';

/** What the browser takes a server-rendered `/` over with (see entry-server.tsx). */
export interface ServerRenderedState {
  user: CurrentUser;
  /** React Query's dehydrated cache: the month's events, the upcoming days, the jump's counts, the venues. */
  queries: DehydratedState;
}
