/**
 * A command the business rules refuse. Deciders stay free of HTTP; the exception filter answers the
 * status named here with the message as `{message}`.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 422,
  ) {
    super(message);
  }
}
