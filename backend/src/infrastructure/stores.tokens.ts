/** Injection tokens for the store ports, which are interfaces and so have no class to inject by. */
export const STORES = Symbol('STORES');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const READ_STORE = Symbol('READ_STORE');
export const KEY_STORE = Symbol('KEY_STORE');
