import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@eventfold/contracts';
import { loginFieldErrors, registrationFieldErrors, validateLogin, validateRegistration } from './validation';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical1!',
  confirmPassword: 'analytical1!',
};

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ email: '', password: 'x' })).toEqual(AUTH_MESSAGES.missingLoginFields);
    expect(validateLogin({ email: 'a@b.co', password: '' })).toEqual(AUTH_MESSAGES.missingLoginFields);
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual(AUTH_MESSAGES.missingLoginFields);
  });
  it('accepts filled fields', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('validateRegistration', () => {
  it('checks in the spec order: missing, mismatch, then length', () => {
    expect(validateRegistration({ ...valid, lastName: '' })).toEqual(AUTH_MESSAGES.missingRegisterFields);
    expect(validateRegistration({ ...valid, password: 'short', confirmPassword: '' })).toEqual(
      AUTH_MESSAGES.missingRegisterFields,
    );
    expect(validateRegistration({ ...valid, password: 'short', confirmPassword: 'other' })).toEqual(
      AUTH_MESSAGES.passwordMismatch,
    );
    expect(validateRegistration({ ...valid, password: 'short', confirmPassword: 'short' })).toEqual(
      AUTH_MESSAGES.weakPassword,
    );
  });
  it('enforces only the length, not numbers or special characters', () => {
    expect(validateRegistration({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toBeNull();
  });
});

describe('field errors', () => {
  it('marks each missing sign-in field', () => {
    expect(loginFieldErrors({ email: '', password: '' })).toEqual({
      email: 'This field is required.',
      password: 'This field is required.',
    });
    expect(loginFieldErrors({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
  it('puts a sign-up problem on the field it is about', () => {
    expect(registrationFieldErrors({ ...valid, lastName: '' })).toEqual({
      lastName: 'This field is required.',
    });
    expect(registrationFieldErrors({ ...valid, confirmPassword: 'other' })).toEqual({
      confirmPassword: AUTH_MESSAGES.passwordMismatch.description,
    });
    expect(registrationFieldErrors({ ...valid, email: 'not-an-address' })).toEqual({
      email: AUTH_MESSAGES.invalidEmail.description,
    });
  });
});
