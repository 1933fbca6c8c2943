import { ALERT_MESSAGES, type AlertRuleEvent } from '@eventfold/contracts';
import type { AlertRuleDocument, CalendarEventDocument } from '@eventfold/projections';
import { DomainError } from '../infrastructure/events/domain-error';
import { matchingRule, type NewEvent, type Watcher } from './matching/alert-match';
import { dueReminders } from './reminders/due-reminders';
import { alertRulesDecider, type AlertRulesCommand } from './rules/alert-rules.decider';

function given(events: AlertRuleEvent[], command: AlertRulesCommand): AlertRuleEvent[] {
  const state = events.reduce(alertRulesDecider.evolve, alertRulesDecider.initialState());
  return alertRulesDecider.decide(command, state);
}

const added = (ruleId: string, value: string): AlertRuleEvent => ({
  type: 'AlertRuleAdded',
  data: { userId: 'u', ruleId, kind: 'keyword', value, radiusMiles: null },
});
const add = (value: string): AlertRulesCommand => ({
  type: 'AddAlertRule',
  userId: 'u',
  ruleId: 'new',
  kind: 'keyword',
  value,
  radiusMiles: null,
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? [error.status, error.message] : error;
  }
  return 'accepted';
};

describe('alert rules decider', () => {
  it('adds a rule, refusing the same one twice and a 51st', () => {
    expect(given([], add('jazz'))).toEqual([added('new', 'jazz')]);
    expect(refusal(() => given([added('a', 'Jazz')], add('jazz')))).toEqual([409, ALERT_MESSAGES.duplicate]);
    const fifty = Array.from({ length: 50 }, (_, index) => added(`r${index}`, `w${index}`));
    expect(refusal(() => given(fifty, add('jazz')))).toEqual([400, ALERT_MESSAGES.tooMany]);
  });

  it('removes only a rule the stream holds', () => {
    const remove: AlertRulesCommand = { type: 'RemoveAlertRule', userId: 'u', ruleId: 'a' };
    expect(given([added('a', 'jazz')], remove)).toEqual([
      { type: 'AlertRuleRemoved', data: { userId: 'u', ruleId: 'a' } },
    ]);
    expect(refusal(() => given([], remove))).toEqual([404, ALERT_MESSAGES.notFound]);
  });
});

const rule = (ruleKind: AlertRuleDocument['ruleKind'], value: string, radiusMiles: number | null = null) =>
  ({
    _id: value,
    _position: '1',
    kind: 'rule',
    userId: 'w',
    ruleId: value,
    ruleKind,
    value,
    radiusMiles,
    createdAt: '',
    since: '1',
  }) as AlertRuleDocument;

// Chicago's 60622 (Wicker Park); Milwaukee's 53202 is ~80 miles north.
const wickerPark = { latitude: 41.9022, longitude: -87.6829 };
const milwaukee = { latitude: 43.0432, longitude: -87.8966 };
const event = (overrides: Partial<NewEvent> = {}): NewEvent => ({
  eventId: 'e',
  ownerId: 'o',
  sourceId: 's',
  title: 'Late Night Café Jazz',
  description: null,
  category: 'Music Venue',
  startDate: '2030-01-01T02:00:00.000Z',
  point: wickerPark,
  public: true,
  ...overrides,
});
const watcher: Watcher = { userId: 'w', zipCode: '60622', preferredRadius: 10 };

describe('matching a new event', () => {
  it('finds a keyword in the title or description, whatever the case and accents', () => {
    expect(matchingRule([rule('keyword', 'cafe jazz')], event(), watcher, 'own')?.value).toBe('cafe jazz');
    expect(
      matchingRule([rule('keyword', 'trio')], event({ description: 'With the TRIO' }), watcher, 'own'),
    ).not.toBeNull();
    expect(matchingRule([rule('keyword', 'polka')], event(), watcher, 'own')).toBeNull();
  });

  it('gives the oldest matching rule when several match', () => {
    const rules = [rule('category', 'Music Venue'), rule('keyword', 'jazz')];
    expect(matchingRule(rules, event(), watcher, 'own')?.ruleKind).toBe('category');
  });

  it('takes a nearby rule’s own radius, else the person’s', () => {
    expect(matchingRule([rule('nearby', '60622', 5)], event(), watcher, 'nearby')).not.toBeNull();
    expect(
      matchingRule([rule('nearby', '60622', 5)], event({ point: milwaukee }), watcher, 'nearby'),
    ).toBeNull();
    expect(
      matchingRule(
        [rule('nearby', '60622')],
        event({ point: milwaukee }),
        { ...watcher, preferredRadius: 100 },
        'nearby',
      ),
    ).not.toBeNull();
  });

  it('matches a listing found through Nearby only in the person’s area, and never by venue', () => {
    const far = event({ point: milwaukee });
    expect(matchingRule([rule('keyword', 'jazz')], far, watcher, 'nearby')).toBeNull();
    expect(matchingRule([rule('keyword', 'jazz')], far, watcher, 'own')).not.toBeNull();
    expect(matchingRule([rule('venue', 's')], event(), watcher, 'nearby')).toBeNull();
    expect(matchingRule([rule('venue', 's')], event(), watcher, 'own')).not.toBeNull();
  });
});

describe('due reminders', () => {
  const entry = (startDate: string, marks: Partial<CalendarEventDocument> = { favorited: true }) =>
    ({
      userId: 'u',
      eventId: startDate,
      startDate,
      rsvp: null,
      favorited: false,
      ...marks,
    }) as CalendarEventDocument;
  const now = new Date('2030-01-01T12:00:00.000Z');
  const lead = (remindBeforeMinutes?: number) => new Map([['u', { remindBeforeMinutes }]]);

  it('is due within the lead time before the start, for a favorite or an event one is going to', () => {
    const entries = [
      entry('2030-01-01T12:59:00.000Z'),
      entry('2030-01-01T12:30:00.000Z', { rsvp: 'going' }),
      entry('2030-01-01T13:01:00.000Z'),
      entry('2030-01-01T12:10:00.000Z', { rsvp: 'interested' }),
    ];
    expect(dueReminders(now, entries, lead()).map((due) => due.entry.startDate)).toEqual([
      '2030-01-01T12:59:00.000Z',
      '2030-01-01T12:30:00.000Z',
    ]);
  });

  it('is never due for an event that started, nor with reminders off', () => {
    expect(dueReminders(now, [entry('2030-01-01T12:00:00.000Z')], lead(60))).toEqual([]);
    expect(dueReminders(now, [entry('2030-01-01T12:05:00.000Z')], lead(0))).toEqual([]);
    expect(dueReminders(now, [entry('2030-01-02T11:00:00.000Z')], lead(1440))).toHaveLength(1);
  });
});
