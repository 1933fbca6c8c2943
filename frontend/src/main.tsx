import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSessionCheck } from './lib/session';
import { clearServiceWorkersAndCaches } from './app/startup';
import { showCarriedToast } from './lib/toast';

// Every page first asks who is signed in: the request (preloaded by index.html) is read now, not
// once the first render reaches the hook that needs it.
startSessionCheck();
void clearServiceWorkersAndCaches();
showCarriedToast();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
