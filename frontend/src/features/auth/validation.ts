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

export type AuthFieldErrors = Partial<Record<keyof RegisterRequest, string>>;

const MISSING_FIELD = 'This field is required.';
const MISSING_MESSAGES: readonly string[] = [
  AUTH_MESSAGES.missingLoginFields.description,
  AUTH_MESSAGES.missingRegisterFields.description,
];

/** Which fields the toast is about, marked on the fields themselves: the toast leaves, the mark stays. */
function fieldErrors(result: z.ZodSafeParseResult<unknown>): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof RegisterRequest | undefined;
    if (!field || errors[field]) continue;
    errors[field] = MISSING_MESSAGES.includes(issue.message) ? MISSING_FIELD : issue.message;
  }
  return errors;
}

export function loginFieldErrors(values: LoginRequest): AuthFieldErrors {
  return fieldErrors(loginRequestSchema.safeParse(values));
}

export function registrationFieldErrors(values: RegisterRequest): AuthFieldErrors {
  return fieldErrors(registerRequestSchema.safeParse(values));
}
