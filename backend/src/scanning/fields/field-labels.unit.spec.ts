import { load } from 'cheerio/slim';
import { type Element } from 'domhandler';
import { parseHtml } from '../parse/html-document';
import { readEventBlock } from './event-block';

const CONTEXT = { timezone: 'America/Chicago', now: new Date('2026-12-01T15:00:00Z') };

/** The title of the event a block reads as on its own, or null. */
function titleOf(markup: string): string | null {
  const root = parseHtml(markup);
  const block = root.children.find((node): node is Element => node.type === 'tag')!;
  return readEventBlock(load(root), [block], CONTEXT)?.event.title ?? null;
}

describe("a card's field labels", () => {
  it('never name an event: "Date:" and "Event:" label the values after them', () => {
    const when = '<div class="when"><span class="field-title">Date:</span><p>Dec 8</p></div>';
    const what =
      '<div class="what"><span class="field-title">Event:</span><a href="/halls/8">Budget Town Hall</a><p>Tuesday, 6:00pm</p></div>';
    expect(titleOf(when)).toBeNull();
    expect(titleOf(`<div class="card">${when}${what}</div>`)).toBe('Budget Town Hall');
  });
});
