import { z } from 'zod';
import { singleLineText } from '../domain/safe-text';
import { AUTH_MESSAGES, tooLongMessage } from '../domain/messages';
import { LIMITS } from '../domain/limits';

const required = (message: string) => singleLineText(message).trim().min(1, message);

const email = (missing: string) =>
  required(missing).max(LIMITS.emailMaxLength, tooLongMessage('Email', LIMITS.emailMaxLength));
const password = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .max(LIMITS.passwordMaxLength, tooLongMessage('Password', LIMITS.passwordMaxLength));
const personName = (what: string) =>
  required(AUTH_MESSAGES.missingRegisterFields.description).max(
    LIMITS.personNameMaxLength,
    tooLongMessage(what, LIMITS.personNameMaxLength),
  );

export const loginRequestSchema = z.object({
  email: email(AUTH_MESSAGES.missingLoginFields.description),
  password: password(AUTH_MESSAGES.missingLoginFields.description),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Checks run in the order the client runs them, so the first failure reads the same on both sides. */
export const registerRequestSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: email(AUTH_MESSAGES.missingRegisterFields.description),
    password: password(AUTH_MESSAGES.missingRegisterFields.description),
    confirmPassword: password(AUTH_MESSAGES.missingRegisterFields.description),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: AUTH_MESSAGES.passwordMismatch.description,
      });
      return;
    }
    if (value.password.length < LIMITS.passwordMinLength) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.weakPassword.description });
      return;
    }
    if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: AUTH_MESSAGES.invalidEmail.description });
    }
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Normalised form used for uniqueness and sign-in: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
