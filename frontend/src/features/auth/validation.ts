import {
  AUTH_MESSAGES,
  loginRequestSchema,
  registerRequestSchema,
  type LoginRequest,
  type RegisterRequest,
  type ToastText,
} from '@eventfold/contracts';
import { type z } from 'zod';

const VALIDATION_TOASTS: readonly ToastText[] = [
  AUTH_MESSAGES.missingLoginFields,
  AUTH_MESSAGES.missingRegisterFields,
  AUTH_MESSAGES.passwordMismatch,
  AUTH_MESSAGES.weakPassword,
  AUTH_MESSAGES.invalidEmail,
];

/** The contracts check in the spec's order; the first failure becomes the toast. */
function firstProblem(result: z.ZodSafeParseResult<unknown>, fallback: ToastText): ToastText | null {
  if (result.success) return null;
  const message = result.error.issues[0]?.message;
  return VALIDATION_TOASTS.find((toast) => toast.description === message) ?? fallback;
}

export function validateLogin(values: LoginRequest): ToastText | null {
  return firstProblem(loginRequestSchema.safeParse(values), AUTH_MESSAGES.missingLoginFields);
}

export function validateRegistration(values: RegisterRequest): ToastText | null {
  return firstProblem(registerRequestSchema.safeParse(values), AUTH_MESSAGES.missingRegisterFields);
}
