import type { Request } from 'express';

/**
 * True for a navigation started by our own pages or typed by the user. Browsers send Sec-Fetch-Site;
 * without it, a Referer from our own origin is accepted.
 */
export function isSameOriginNavigation(request: Request): boolean {
  const site = request.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referer = request.get('referer');
  if (referer === undefined) return false;
  try {
    return new URL(referer).host === request.get('host');
  } catch {
    return false;
  }
}

export function logoutConfirmationPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Log out of Eventfold</title></head>
<body style="font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh">
  <form method="post" action="/api/logout">
    <p>Do you want to log out of Eventfold?</p>
    <button type="submit">Log out</button>
    <a href="/">Cancel</a>
  </form>
</body>
</html>`;
}
