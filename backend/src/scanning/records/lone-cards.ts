import { type AnyNode, type Element } from 'domhandler';
import { type RawEvent } from '../scanned-event';

/**
 * Where a card stands: its tag and class, its parent's tag, and its grandparent's tag and class. A listing grouped by
 * month or kind ("December" with one concert, "January" with three; "Current" and "Upcoming" exhibitions) repeats it
 * on every card, while a sidebar's or a footer's box stands elsewhere.
 */
function cardSignature(card: Element): string {
  const parent = card.parent as Element | null;
  const grandparent = parent?.parent as Element | null | undefined;
  return `${card.name}.${card.attribs['class'] ?? ''}|${parent?.name ?? ''}|${grandparent?.name ?? ''}.${grandparent?.attribs?.['class'] ?? ''}`;
}

/**
 * Cards that read as one event each but stand alone among their siblings (a month or a section holding one event):
 * events when a listing elsewhere on the page is made of cards standing as they do, never on their own.
 */
export class LoneCards {
  private readonly listed = new Set<string>();
  /** The signatures in the order they were first listed, so that a reading tried and set aside can be taken back. */
  private readonly listedOrder: string[] = [];
  private readonly lone: Array<{ card: Element; events: RawEvent[] }> = [];

  /** Where the cards read so far end, to go back to (`takeBack`) when a reading tried is set aside. */
  mark(): { listed: number; lone: number } {
    return { listed: this.listedOrder.length, lone: this.lone.length };
  }

  /** Forgets the cards read since the mark. */
  takeBack(mark: { listed: number; lone: number }): void {
    for (const signature of this.listedOrder.splice(mark.listed)) this.listed.delete(signature);
    this.lone.length = mark.lone;
  }

  /** A listing's cards, found among two or more of their kind; a listing's cards mostly share one class. */
  addListed(cards: readonly Element[]): void {
    let lastClass: string | undefined | null = null;
    // An index loop: run once per listing, this is seldom optimised before a long one is through, and unoptimised,
    // each step of a for-of makes an object.
    for (let index = 0; index < cards.length; index += 1) {
      const card = cards[index]!;
      const className = card.attribs['class'];
      if (className !== lastClass) {
        const signature = cardSignature(card);
        if (!this.listed.has(signature)) {
          this.listed.add(signature);
          this.listedOrder.push(signature);
        }
      }
      lastClass = className;
    }
  }

  /** A card that read as an event alone; its inside held no listing of its own. */
  addLone(card: Element, events: RawEvent[]): void {
    this.lone.push({ card, events });
  }

  /**
   * The events of the lone cards standing as a listing's cards do; of a card and a box around it that both do (a day
   * box holding one entry), the box's.
   */
  events(): RawEvent[] {
    if (this.listed.size === 0) return [];
    const accepted = this.lone.filter(({ card }) => this.listed.has(cardSignature(card)));
    const cards = new Set<AnyNode>(accepted.map(({ card }) => card));
    const insideAnother = (card: Element) => {
      for (let node = card.parent; node; node = node.parent) if (cards.has(node)) return true;
      return false;
    };
    return accepted.filter(({ card }) => !insideAnother(card)).flatMap(({ events }) => events);
  }
}
