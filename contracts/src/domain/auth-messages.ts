import type { ToastText } from './messages';

// Apart from messages.ts (re-exported there): the web client's first load needs these and no other text.
export const AUTH_MESSAGES = {
  missingLoginFields: { title: 'Missing fields', description: 'Please enter both email and password.' },
  missingRegisterFields: { title: 'Missing fields', description: 'Please fill in all required fields.' },
  passwordMismatch: { title: 'Password mismatch', description: 'Passwords do not match.' },
  weakPassword: { title: 'Weak password', description: 'Password must be at least 8 characters long.' },
  invalidEmail: { title: 'Invalid email', description: 'Please enter a valid email address.' },
  loginFailed: { title: 'Login failed' },
  registrationFailed: { title: 'Registration failed' },
  loginSuccess: { title: 'Welcome back!', description: 'You have successfully logged in.' },
  registrationSuccess: { title: 'Welcome!', description: 'Your account has been created successfully.' },
  appleFailed: { title: 'Sign-In Failed', description: 'Apple Sign-In failed' },
  appleUnavailable: { title: 'Sign-In Failed', description: 'Apple Sign-In not available' },
  appleSuccess: { title: 'Success!', description: 'Signed in with Apple successfully' },
  loggedOut: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
  passwordHint: 'Password must be at least 8 characters and include a number and a special character.',
} as const satisfies Record<string, ToastText | string>;
