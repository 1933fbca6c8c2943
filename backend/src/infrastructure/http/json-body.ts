import express, { type ErrorRequestHandler, type RequestHandler } from 'express';

export const JSON_BODY_LIMIT = '100kb';

/**
 * The JSON body parser, with its own error handler right after it: a malformed or oversized body is
 * answered `{message}` like every other error instead of Express's HTML page.
 */
export function jsonBody(): [RequestHandler, ErrorRequestHandler] {
  const onError: ErrorRequestHandler = (
    error: { status?: number; type?: string },
    _request,
    response,
    next,
  ) => {
    if (error.type === 'entity.too.large')
      return void response.status(413).json({ message: 'Request body too large' });
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      return void response.status(400).json({ message: 'Malformed JSON body' });
    }
    next(error);
  };
  return [express.json({ limit: JSON_BODY_LIMIT }), onError];
}
