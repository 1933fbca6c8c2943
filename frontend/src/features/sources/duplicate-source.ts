import { type EventSource } from '@eventfold/contracts';

/**
 * One key per page, however it was typed: scheme, `www.`, letter case of the host, a default port,
 * a trailing slash and a fragment do not make another page. The query does (`?month=5`).
 */
export function sourceUrlKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${host}${parsed.port ? `:${parsed.port}` : ''}${path}${parsed.search}`;
}

/**
 * The venue already added for the page this URL names, if any. `exceptId` is the venue being edited:
 * its own page is no duplicate of itself.
 */
export function duplicateSource(
  sources: readonly EventSource[],
  url: string,
  exceptId?: string,
): EventSource | null {
  const key = sourceUrlKey(url);
  if (key === null) return null;
  return sources.find((source) => source.id !== exceptId && sourceUrlKey(source.url) === key) ?? null;
}

/** The warning under the URL of the add or the edit dialog. */
export function duplicateSourceWarning(duplicate: Pick<EventSource, 'name'>, dialog: 'add' | 'edit'): string {
  const doing = dialog === 'add' ? 'Adding it again' : 'Pointing this venue at it too';
  return `You already added this page as “${duplicate.name}”. ${doing} would show each of its events twice.`;
}
