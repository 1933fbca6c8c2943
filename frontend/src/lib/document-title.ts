import { useEffect } from 'react';

const APP_NAME = 'Eventfold';

/** The tab's title for a page, so tabs, history and bookmarks tell pages apart ("Settings · Eventfold"). */
export const documentTitle = (page: string | null) =>
  page ? `${page} · ${APP_NAME}` : `${APP_NAME}: local events in one calendar`;

/** Keeps the tab's title at `documentTitle(page)`. */
export function useDocumentTitle(page: string | null) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
