import { registerRequestSchema, loginRequestSchema, normaliseEmail } from './auth.contract';
import { AUTH_MESSAGES } from '../domain/messages';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'engine#42',
  confirmPassword: 'engine#42',
};

function firstMessage(input: unknown): string | undefined {
  const result = registerRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('registerRequestSchema', () => {
  it('accepts a complete registration', () => {
    expect(registerRequestSchema.parse(valid)).toEqual(valid);
  });

  it.each(['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const)(
    'asks for every field when %s is missing or blank',
    (field) => {
      expect(firstMessage({ ...valid, [field]: undefined })).toBe(
        AUTH_MESSAGES.missingRegisterFields.description,
      );
      expect(firstMessage({ ...valid, [field]: field.includes('assword') ? '' : '   ' })).toBe(
        AUTH_MESSAGES.missingRegisterFields.description,
      );
    },
  );

  it('checks the passwords match before their length, as the client does', () => {
    expect(firstMessage({ ...valid, password: 'short', confirmPassword: 'shorter' })).toBe(
      AUTH_MESSAGES.passwordMismatch.description,
    );
  });

  it('needs at least 8 characters', () => {
    expect(firstMessage({ ...valid, password: 'seven77', confirmPassword: 'seven77' })).toBe(
      AUTH_MESSAGES.weakPassword.description,
    );
    expect(firstMessage({ ...valid, password: 'eight888', confirmPassword: 'eight888' })).toBeUndefined();
  });

  it('rejects an address that is not an e-mail', () => {
    expect(firstMessage({ ...valid, email: 'not-an-email' })).toBe(AUTH_MESSAGES.invalidEmail.description);
  });
});

describe('loginRequestSchema', () => {
  it('asks for both fields', () => {
    const result = loginRequestSchema.safeParse({ email: 'a@b.co' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.missingLoginFields.description);
  });
});

describe('normaliseEmail', () => {
  it('compares addresses case-insensitively, ignoring surrounding blanks', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
