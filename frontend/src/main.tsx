import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSessionCheck } from './lib/session';
import { clearServiceWorkersAndCaches } from './app/startup';
import { showCarriedToast } from './lib/toast';
import { readServerRenderedState, startOnServerRendered } from './app/server-rendered';

// A page the server rendered (`/` for a signed-in person) carries its user; every other page first
// asks who is signed in: the request (preloaded by index.html) is read now, not once the first
// render reaches the hook that needs it.
const serverRendered = readServerRenderedState();
if (!serverRendered) startSessionCheck();
void clearServiceWorkersAndCaches();
showCarriedToast();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (serverRendered) void startOnServerRendered(container, serverRendered, app);
// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole screen (a phone's CPU takes several hundred ms for it).
else startTransition(() => createRoot(container).render(app));
