import { z } from 'zod';
import { singleLineText } from '../domain/safe-text';
import { AUTH_MESSAGES } from '../domain/messages';
import { LIMITS } from '../domain/limits';

const required = (message: string) => singleLineText(message).trim().min(1, message);

export const loginRequestSchema = z.object({
  email: required(AUTH_MESSAGES.missingLoginFields.description),
  password: z
    .string({ error: AUTH_MESSAGES.missingLoginFields.description })
    .min(1, AUTH_MESSAGES.missingLoginFields.description),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Checks run in the order the client runs them, so the first failure reads the same on both sides. */
export const registerRequestSchema = z
  .object({
    firstName: required(AUTH_MESSAGES.missingRegisterFields.description),
    lastName: required(AUTH_MESSAGES.missingRegisterFields.description),
    email: required(AUTH_MESSAGES.missingRegisterFields.description),
    password: z
      .string({ error: AUTH_MESSAGES.missingRegisterFields.description })
      .min(1, AUTH_MESSAGES.missingRegisterFields.description),
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.missingRegisterFields.description })
      .min(1, AUTH_MESSAGES.missingRegisterFields.description),
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
