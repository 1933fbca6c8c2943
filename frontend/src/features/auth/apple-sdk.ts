import { useEffect, useState } from 'react';

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
  /** The random state sent with this page's sign-in; the answer must carry it back. */
  state: string;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let loading: Promise<AppleSdk> | null = null;

/** Loads and initialises the SDK once per page, however many dialogs ask for it. */
export function loadAppleSdk(): Promise<AppleSdk> {
  loading ??= new Promise<AppleSdk>((resolve) => {
    const state = randomState();
    const clientId = import.meta.env.VITE_APPLE_CLIENT_ID as string | undefined;
    const ready = () => {
      if (!window.AppleID || !clientId) return resolve({ status: 'unavailable', state });
      try {
        window.AppleID.auth.init({
          clientId,
          scope: 'name email',
          redirectURI: `${window.location.origin}/auth/apple/callback`,
          state,
          usePopup: true,
        });
        resolve({ status: 'ready', state });
      } catch (error) {
        console.warn('Apple Sign-In could not start', error);
        resolve({ status: 'unavailable', state });
      }
    };
    if (window.AppleID) return ready();
    const script = document.createElement('script');
    script.src = APPLE_SDK_URL;
    script.async = true;
    script.onload = ready;
    script.onerror = () => resolve({ status: 'unavailable', state });
    document.head.appendChild(script);
  });
  return loading;
}

export function useAppleSdk(): AppleSdk {
  const [sdk, setSdk] = useState<AppleSdk>({ status: 'loading', state: '' });
  useEffect(() => {
    let active = true;
    void loadAppleSdk().then((result) => {
      if (active) setSdk(result);
    });
    return () => {
      active = false;
    };
  }, []);
  return sdk;
}
