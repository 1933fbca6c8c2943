import { useCallback, useEffect, useState } from 'react';
import { appleInitSchema, type AppleInit } from '@eventfold/contracts';
import { api } from '../../lib/api-client';

/** Apple's own distribution of "Sign in with Apple JS". */
export const APPLE_SDK_URL =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

export interface AppleSignInResult {
  authorization: { code: string; id_token: string; state?: string };
  user?: { email?: string; name?: { firstName?: string; lastName?: string } };
}

interface AppleIdAuth {
  init(config: {
    clientId: string;
    scope: string;
    redirectURI: string;
    state: string;
    nonce: string;
    usePopup: boolean;
  }): void;
  signIn(): Promise<AppleSignInResult>;
}

declare global {
  interface Window {
    AppleID?: { auth: AppleIdAuth };
  }
}

export type AppleSdkStatus = 'loading' | 'ready' | 'unavailable';

export interface AppleSdk {
  status: AppleSdkStatus;
  /** The state this page's sign-in was initialised with; the answer must carry it back. */
  state: string;
  /** Fresh state and nonce from the server: each is good for one answer only. */
  reinitialise: () => Promise<void>;
}

let script: Promise<boolean> | null = null;

/** Loads Apple's script once per page, however many dialogs ask for it. */
function loadScript(): Promise<boolean> {
  script ??= new Promise<boolean>((resolve) => {
    if (window.AppleID) return resolve(true);
    const element = document.createElement('script');
    element.src = APPLE_SDK_URL;
    element.async = true;
    element.onload = () => resolve(window.AppleID !== undefined);
    element.onerror = () => resolve(false);
    document.head.appendChild(element);
  });
  return script;
}

/** GET /auth/apple/init, then Apple's init with the server's client id, redirect URI, state and nonce. */
async function initialise(): Promise<AppleInit | null> {
  if (!(await loadScript()) || !window.AppleID) return null;
  try {
    const init = await api.get('/auth/apple/init', { schema: appleInitSchema });
    window.AppleID.auth.init({
      clientId: init.clientId,
      scope: 'name email',
      redirectURI: init.redirectURI,
      state: init.state,
      nonce: init.nonce,
      usePopup: true,
    });
    return init;
  } catch (error) {
    // Not configured on this server, or Apple's script refused the settings.
    console.warn('Apple Sign-In could not start', error);
    return null;
  }
}

export function useAppleSdk(): AppleSdk {
  const [sdk, setSdk] = useState<{ status: AppleSdkStatus; state: string }>({ status: 'loading', state: '' });
  const apply = useCallback((init: AppleInit | null) => {
    setSdk(init === null ? { status: 'unavailable', state: '' } : { status: 'ready', state: init.state });
  }, []);
  useEffect(() => {
    let active = true;
    void initialise().then((init) => {
      if (active) apply(init);
    });
    return () => {
      active = false;
    };
  }, [apply]);
  const reinitialise = useCallback(async () => apply(await initialise()), [apply]);
  return { ...sdk, reinitialise };
}
