/** The auth dialog tab a landing action opens; the dialog itself belongs to the auth feature. */
export type AuthTab = 'login' | 'register';
