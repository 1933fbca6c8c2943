import { setTimeout as sleep } from 'node:timers/promises';
import { DateTime } from 'luxon';
import { findDates } from '../dates/date-patterns';
import { type ExtractionContext, type RawEvent } from '../scanned-event';
import { type LlmEvent, llmEventsSchema, llmInstructions } from './llm-event.schema';
import { appearsIn } from './page-text';
import { rateLimitWaitMs } from './rate-limit-wait';

export interface LlmPage {
  url: string;
  text: string;
}

export interface LlmContext extends ExtractionContext {
  /** Told before each wait on a 429, so a status endpoint can show "rate limited" and the wait. */
  onRateLimit?: (waitMs: number) => void;
}

/** The last tier: reads a page's text with a language model. */
export type LlmExtractor = (page: LlmPage, context: LlmContext) => Promise<RawEvent[]>;

export interface OpenAiExtractorOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  maxRateLimitRetries?: number;
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * Keeps an event only if the page really says it: the title and the date text occur in the page,
 * and the start falls on the day that text names. This is what stops a model's invention.
 */
function isGrounded(event: LlmEvent, pageText: string): boolean {
  if (!appearsIn(event.dateText, pageText) || !appearsIn(event.title, pageText)) return false;
  const start = DateTime.fromISO(event.start);
  if (!start.isValid) return false;
  const stated = findDates(event.dateText)[0];
  return !stated || (stated.month === start.month && stated.day === start.day);
}

function toRaw(event: LlmEvent): RawEvent {
  return {
    tier: 'llm',
    provenance: `language model, checked against the page text: "${event.title}" on ${event.dateText}`,
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    location: event.location,
    url: event.url,
    imageUrl: event.imageUrl,
    description: event.description,
  };
}

/**
 * The model's answer, validated by our zod schema (structured output is a request, not a promise)
 * and checked against the page: an answer that does not fit yields nothing rather than failing the
 * scan, and every event whose title and date are not on the page is dropped.
 */
export function groundedEvents(content: string | null, pageText: string): RawEvent[] {
  let json: unknown;
  try {
    json = JSON.parse(content ?? '');
  } catch {
    return [];
  }
  const parsed = llmEventsSchema.safeParse(json);
  if (!parsed.success) return [];
  return parsed.data.events.filter((event) => isGrounded(event, pageText)).map(toRaw);
}

export function createOpenAiExtractor(options: OpenAiExtractorOptions): LlmExtractor {
  // Loaded only when the model tier is configured: the SDK is ~6 MB of memory once imported.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { OpenAI } = require('openai') as typeof import('openai');
  const { zodResponseFormat } = require('openai/helpers/zod') as typeof import('openai/helpers/zod');
  /* eslint-enable @typescript-eslint/no-require-imports */
  // The SDK's own retries are off: ours report each rate-limit wait to the caller.
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: 120_000,
  });
  const model = options.model ?? 'gpt-4o-mini';
  const maxRetries = options.maxRateLimitRetries ?? 5;
  const wait = options.wait ?? sleep;
  return async (page, context) => {
    const today = DateTime.fromJSDate(context.now, { zone: context.timezone }).toISODate()!;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const completion = await client.chat.completions.create({
          model,
          temperature: 0,
          messages: [
            { role: 'system', content: llmInstructions(context.timezone, today) },
            { role: 'user', content: `Page ${page.url}\n\n${page.text}` },
          ],
          response_format: zodResponseFormat(llmEventsSchema, 'venue_events'),
        });
        return groundedEvents(completion.choices[0]?.message.content ?? null, page.text);
      } catch (error) {
        if (!(error instanceof OpenAI.APIError) || error.status !== 429 || attempt >= maxRetries) throw error;
        const waitMs = rateLimitWaitMs(error.headers, attempt);
        context.onRateLimit?.(waitMs);
        await wait(waitMs);
      }
    }
  };
}

/** The model tier exists only when an API key is configured; OPENAI_BASE_URL points it elsewhere. */
export function openAiExtractorFromEnv(env: NodeJS.ProcessEnv = process.env): LlmExtractor | null {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  return createOpenAiExtractor({
    apiKey,
    baseURL: env.OPENAI_BASE_URL?.trim() || undefined,
    model: env.OPENAI_MODEL?.trim() || undefined,
  });
}
