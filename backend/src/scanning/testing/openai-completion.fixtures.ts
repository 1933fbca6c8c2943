/**
 * A Chat Completions answer as the OpenAI API sends it, carrying `content` (the model's JSON): what
 * the local servers in the tests that play the OpenAI API answer with.
 */
export function chatCompletion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_790_000_000,
    model: 'gpt-4o-mini',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** One event as the model tier's schema has the model write it; fields not given are null. */
export function modelEvent(
  title: string,
  dateText: string,
  start: string,
  fields: { location?: string | null } = {},
) {
  return {
    title,
    dateText,
    start,
    end: null,
    allDay: false,
    location: null,
    url: null,
    imageUrl: null,
    description: null,
    ...fields,
  };
}
