/** Injection tokens for the store ports, which are interfaces and so have no class to inject by. */
export const STORES = Symbol('STORES');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const READ_STORE = Symbol('READ_STORE');
export const KEY_STORE = Symbol('KEY_STORE');
/** The key of the hash naming e-mail claim streams (a Buffer). */
export const EMAIL_CLAIM_KEY = Symbol('EMAIL_CLAIM_KEY');
