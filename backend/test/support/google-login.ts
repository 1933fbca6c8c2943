import { CookieJar } from './cookie-jar';

export interface GoogleRoundTrip {
  /** Where Eventfold's callback sent the browser in the end, e.g. `/` or `/?auth_error=…`. */
  location: string;
  /** Eventfold's cookies (the session). */
  jar: CookieJar;
}

interface Options {
  /** Press Cancel on the consent page instead of Continue. */
  cancel?: boolean;
  /** Changes the URL the provider redirects back to before it reaches Eventfold. */
  tamper?: (callbackUrl: URL) => URL;
  /** Changes the authorization request on its way to the provider (e.g. another nonce). */
  tamperAuthorization?: (authorizationUrl: URL) => URL;
  /** Eventfold's cookies to start with (an existing session). */
  jar?: CookieJar;
  /** The provider's cookies: reuse to stay signed in at the provider. */
  providerJar?: CookieJar;
  /** Where the round trip starts (default: Eventfold's /auth/google) and ends. */
  start?: string;
  callbackPath?: '/auth/google/callback' | '/api/google/callback';
}

function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no form on the provider's page:\n${html.slice(0, 500)}`);
  return match[1]!.replace(/&amp;/g, '&');
}

/**
 * Does what a browser does through "Continue with Google" against the local provider: follows the
 * redirects, fills in the provider's login page (login = e-mail) and consents, keeping each site's
 * cookies apart. For the API tests; the browser test drives the same pages in Chromium.
 */
export async function signInWithGoogle(
  serverUrl: string,
  providerUrl: string,
  login: string,
  options: Options = {},
): Promise<GoogleRoundTrip> {
  const jar = options.jar ?? new CookieJar();
  const providerJar = options.providerJar ?? new CookieJar();
  const jarFor = (url: URL) => (url.origin === new URL(providerUrl).origin ? providerJar : jar);
  const callbackPath = options.callbackPath ?? '/auth/google/callback';
  let next: { url: URL; init?: RequestInit } = { url: new URL(options.start ?? '/auth/google', serverUrl) };
  for (let step = 0; step < 20; step += 1) {
    const { url, init } = next;
    const onServer = url.origin === new URL(serverUrl).origin;
    const target =
      onServer && url.pathname === callbackPath && options.tamper
        ? options.tamper(url)
        : !onServer && step === (options.start ? 0 : 1) && options.tamperAuthorization
          ? options.tamperAuthorization(url)
          : url;
    const cookieJar = jarFor(target);
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init?.headers as Record<string, string>), cookie: cookieJar.header() },
    });
    cookieJar.store(response);
    const location = response.headers.get('location');
    if (onServer && target.pathname === callbackPath) {
      if (location === null)
        throw new Error(`callback answered ${response.status}: ${await response.text()}`);
      return { location, jar };
    }
    if (location !== null) {
      next = { url: new URL(location, target) };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`provider answered ${response.status}: ${html.slice(0, 500)}`);
    const action = new URL(formAction(html), target);
    if (html.includes('name="login"')) {
      next = post(action, { prompt: 'login', login, password: 'any password' });
    } else if (options.cancel) {
      const abort = /href="([^"]*\/abort)"/.exec(html);
      if (!abort) throw new Error('no Cancel link on the consent page');
      next = { url: new URL(abort[1]!, target) };
    } else {
      next = post(action, { prompt: 'consent' });
    }
  }
  throw new Error('too many redirects');
}

function post(url: URL, fields: Record<string, string>): { url: URL; init: RequestInit } {
  return {
    url,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
  };
}
