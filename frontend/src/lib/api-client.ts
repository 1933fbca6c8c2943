import { type ErrorBody } from '@eventfold/contracts';
import { type z } from 'zod';

/** A non-OK answer from the API: its HTTP status, its raw body and a readable message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body = '',
  ) {
    super(message);
  }
}

export const FALLBACK_ERROR_MESSAGE = 'Request failed';

/** The body's `message`, else the body text, else the status text, else "Request failed". */
export function errorMessageFrom(body: string, statusText: string): string {
  const text = body.trim();
  if (text) {
    try {
      const message = messageOf(JSON.parse(text));
      if (message?.trim()) return message;
    } catch {
      // Not JSON: the text itself is the message.
    }
    return text;
  }
  return statusText.trim() || FALLBACK_ERROR_MESSAGE;
}

/**
 * The `message` of an error body (contracts' ErrorBody). Checked by hand, not with the zod schema:
 * this runs on the landing page, whose script stays free of zod and the contracts' schemas.
 */
function messageOf(body: unknown): ErrorBody['message'] | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' ? body.message : undefined;
}

/** The API marks a missing session by status 401 or a message like "401: Unauthorized". */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  if (!(error instanceof Error)) return false;
  return error.message.startsWith('401') && error.message.includes('Unauthorized');
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Non-null entries become query parameters; everything else is left out. */
export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions<TSchema extends z.ZodType | undefined> {
  /** Sent as JSON; a FormData payload is sent as multipart. Leave out to send no body. */
  payload?: unknown;
  params?: QueryParams;
  /** The contract schema of the answer. Without one the answer is read and ignored. */
  schema?: TSchema;
  signal?: AbortSignal;
}

type Result<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : unknown;

async function request<TSchema extends z.ZodType | undefined = undefined>(
  method: Method,
  path: string,
  options: RequestOptions<TSchema> = {},
): Promise<Result<TSchema>> {
  const { payload, params, schema, signal } = options;
  const init: RequestInit = {
    method,
    credentials: 'include',
    signal,
    headers: { Accept: 'application/json' },
  };
  if (payload instanceof FormData) {
    init.body = payload;
  } else if (payload !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  }

  const response = await fetch(buildUrl(path, params), init);
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, errorMessageFrom(text, response.statusText), text);
  }
  const body = text ? safeJson(text) : undefined;
  if (!schema) return body as Result<TSchema>;
  return checkAnswer(schema, body, `${method} ${path}`, response.status) as Result<TSchema>;
}

/** The answer as its contract schema reads it; an answer that does not fit is an ApiError. */
export function checkAnswer<TSchema extends z.ZodType>(
  schema: TSchema,
  body: unknown,
  request: string,
  status = 200,
): z.output<TSchema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${request}`, parsed.error.issues);
    throw new ApiError(
      status,
      'The server sent an unexpected answer. Please try again.',
      typeof body === 'string' ? body : JSON.stringify(body),
    );
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Options<TSchema extends z.ZodType | undefined> = Omit<RequestOptions<TSchema>, 'payload'>;

/** The one way the web client talks to the API: cookies included, answers parsed with the contracts. */
export const api = {
  get: <TSchema extends z.ZodType | undefined = undefined>(path: string, options?: Options<TSchema>) =>
    request('GET', path, options),
  post: <TSchema extends z.ZodType | undefined = undefined>(
    path: string,
    payload?: unknown,
    options?: Options<TSchema>,
  ) => request('POST', path, { ...options, payload }),
  patch: <TSchema extends z.ZodType | undefined = undefined>(
    path: string,
    payload?: unknown,
    options?: Options<TSchema>,
  ) => request('PATCH', path, { ...options, payload }),
  put: <TSchema extends z.ZodType | undefined = undefined>(
    path: string,
    payload?: unknown,
    options?: Options<TSchema>,
  ) => request('PUT', path, { ...options, payload }),
  /** A body is rare on DELETE, but erasing an account carries its proof (the password). */
  delete: <TSchema extends z.ZodType | undefined = undefined>(
    path: string,
    options?: RequestOptions<TSchema>,
  ) => request('DELETE', path, options),
  upload: <TSchema extends z.ZodType | undefined = undefined>(
    path: string,
    form: FormData,
    options?: Options<TSchema>,
  ) => request('POST', path, { ...options, payload: form }),
};
