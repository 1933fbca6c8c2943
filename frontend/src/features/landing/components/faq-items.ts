import { CATEGORIES } from '@eventfold/contracts/domain/category-names';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * The five questions visitors ask before signing up. The pricing answer states what is true today
 * (free, no card) rather than the "premium plans" the old landing page hinted at; see docs/decisions.md.
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'sources',
    question: 'Where does Eventfold find events?',
    answer:
      'From the venues you choose. Add the website of any club, bar, theater or festival, and Eventfold scans its event listings with a language model that picks out titles, dates, times and links. Refresh one venue or all of them whenever you like, and add your own events alongside.',
  },
  {
    id: 'calendar-sync',
    question: 'Does it work with my calendar?',
    answer:
      'Yes. Open any event and add it to Google Calendar in one click, or copy its link to paste anywhere. Your Eventfold calendar keeps showing the latest listings from your venues in month, week and list views.',
  },
  {
    id: 'friends',
    question: 'Can I share events and plan with friends?',
    answer:
      'Invite friends by e-mail or with a personal invite link. Once you are connected you can invite them to events, see their likes and comments in your activity feed, and share any event with a link that opens even for people without an account. Privacy settings decide what your friends see.',
  },
  {
    id: 'event-types',
    question: 'What kinds of events does Eventfold track?',
    answer: `Anything a venue posts with a date and a place: concerts, open mics, DJ nights, gallery openings, brewery tastings, festivals, games, community meetups and classes, even plant sales at the local nursery. Each venue sits in one of ${CATEGORIES.length} categories, from Music Venue and Nightlife to Art Gallery and Brewery, so you can filter your calendar in a click.`,
  },
  {
    id: 'pricing',
    question: 'How much does it cost?',
    answer:
      'Nothing. Eventfold is free to use today, and signing up needs no credit card. If that ever changes we will tell you clearly beforehand, and you will never be charged unless you choose a paid plan yourself.',
  },
];
