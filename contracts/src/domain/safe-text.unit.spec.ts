import { createEventFieldsSchema } from '../http/events.contract';
import { postCommentSchema } from '../http/social.contract';
import { stripUnsafeCharacters } from './safe-text';

// Finding 8: control characters, bidi overrides and unpaired surrogates reached every output format.
describe('stripUnsafeCharacters', () => {
  it.each([
    ['C0 controls', 'a\u0000b\u0007c\u001bd', 'abcd'],
    ['DEL and C1 controls', 'a\u007fb\u0085c\u009bd', 'abcd'],
    ['bidi overrides and isolates', 'invoice\u202egnp.exe \u2066x\u2069', 'invoicegnp.exe x'],
    ['an unpaired high surrogate', 'a\ud83db', 'ab'],
    ['an unpaired low surrogate', 'a\ude00b', 'ab'],
  ])('removes %s', (_, input, expected) => {
    expect(stripUnsafeCharacters(input, true)).toBe(expected);
  });

  it('keeps every character a person writes, emoji included', () => {
    const text = 'Café ☕ — 東京 😀 ‏עברית‎ a\tb';
    expect(stripUnsafeCharacters(text, true)).toBe(text);
  });

  it('makes line breaks spaces in single-line text and keeps them as \\n in multi-line text', () => {
    expect(stripUnsafeCharacters('a\r\nBEGIN:VALARM\rb\nc', false)).toBe('a BEGIN:VALARM b c');
    expect(stripUnsafeCharacters('a\r\nb\rc\nd', true)).toBe('a\nb\nc\nd');
  });
});

describe('user text at validation', () => {
  it('cleans an event title, location and description before the other checks', () => {
    const parsed = createEventFieldsSchema.parse({
      title: '\u0000 Gig\r\nX-INJECTED:1 \u202e',
      location: 'Hall\u0007',
      description: 'Line 1\r\nLine 2\ud800',
      date: '2030-01-01',
      timeStart: '20:00',
    });
    expect([parsed.title, parsed.location, parsed.description]).toEqual([
      'Gig X-INJECTED:1',
      'Hall',
      'Line 1\nLine 2',
    ]);
  });

  it('refuses a comment made only of control characters as empty', () => {
    expect(postCommentSchema.safeParse({ content: '\u0000\u202e\u0007' }).success).toBe(false);
  });
});
