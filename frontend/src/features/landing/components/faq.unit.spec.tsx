import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Faq } from './faq';
import { FAQ_ITEMS } from './faq-items';

function question(text: string): HTMLElement {
  return screen.getByRole('button', { name: text });
}

function expandedQuestions(): string[] {
  return FAQ_ITEMS.filter((item) => question(item.question).getAttribute('aria-expanded') === 'true').map(
    (item) => item.id,
  );
}

describe('Faq', () => {
  afterEach(cleanup);

  it('asks the five spec questions, all closed at first', () => {
    render(<Faq />);
    expect(FAQ_ITEMS.map((item) => item.id)).toEqual([
      'sources',
      'calendar-sync',
      'friends',
      'event-types',
      'pricing',
    ]);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(5);
    expect(expandedQuestions()).toEqual([]);
  });

  it('keeps at most one answer open: opening another closes the first', () => {
    render(<Faq />);
    const [first, second] = FAQ_ITEMS;

    fireEvent.click(question(first!.question));
    expect(expandedQuestions()).toEqual([first!.id]);
    expect(screen.getByRole('region', { name: first!.question }).textContent).toBe(first!.answer);

    fireEvent.click(question(second!.question));
    expect(expandedQuestions()).toEqual([second!.id]);
  });

  it('closes the open item when it is clicked again', () => {
    render(<Faq />);
    const pricing = FAQ_ITEMS.find((item) => item.id === 'pricing')!;

    fireEvent.click(question(pricing.question));
    expect(expandedQuestions()).toEqual(['pricing']);
    fireEvent.click(question(pricing.question));
    expect(expandedQuestions()).toEqual([]);
  });

  it('answers pricing honestly: free today, no credit card', () => {
    const pricing = FAQ_ITEMS.find((item) => item.id === 'pricing')!;
    expect(pricing.answer).toMatch(/free/i);
    expect(pricing.answer).toMatch(/no credit card/i);
  });
});
