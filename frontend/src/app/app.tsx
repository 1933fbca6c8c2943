import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The whole app; `location` only when the server renders a page (the browser routes itself). */
export function App({ location }: { location?: string }) {
  return (
    <AppProvider>
      <AppRouter location={location} />
    </AppProvider>
  );
}
