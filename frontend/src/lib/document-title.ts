import { useEffect } from 'react';

const APP_NAME = 'Eventfold';

/** The tab's title for a page, so tabs, history and bookmarks tell pages apart ("Settings · Eventfold"). */
export function useDocumentTitle(page: string | null) {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_NAME}` : `${APP_NAME}: local events in one calendar`;
  }, [page]);
}
