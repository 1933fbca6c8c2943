import { type RegisterRequest } from '@eventfold/contracts';

/**
 * What the two tabs hold, kept by the dialog: switching between Sign In and Sign Up carries the
 * e-mail and password over and keeps the names, so nothing typed is lost.
 */
export type AuthValues = RegisterRequest;

export const EMPTY_AUTH_VALUES: AuthValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};
