import type { LlmExtractor } from './openai-extractor';

/**
 * The model tier from the environment, null without an API key. The extractor's module is loaded only
 * when a key is set: it imports the page-text and date readers (cheerio, chrono), which the API
 * process otherwise leaves to the extraction threads (docs/decisions.md, "Server memory").
 */
export function llmExtractorFromEnv(env: NodeJS.ProcessEnv = process.env): LlmExtractor | null {
  if (!env.OPENAI_API_KEY?.trim()) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { openAiExtractorFromEnv } = require('./openai-extractor') as typeof import('./openai-extractor');
  return openAiExtractorFromEnv(env);
}
