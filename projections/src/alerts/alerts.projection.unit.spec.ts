import type { DomainEvent } from '@eventfold/contracts';
import { notificationsProjection } from '../notifications/notifications.projection';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { alertsProjection } from './alerts.projection';

const ev = (type: string, data: Record<string, unknown>) => ({ type, data }) as DomainEvent;
const matched = (eventId: string, eventTitle: string) =>
  ev('AlertMatched', {
    userId: 'u',
    eventId,
    eventOwnerId: 'o',
    eventTitle,
    startDate: '2030-01-01T02:00:00.000Z',
    ruleId: 'r1',
    ruleKind: 'keyword',
    ruleValue: 'jazz',
  });

function history() {
  const log = eventLog();
  log.append(
    'alert_rules-u',
    ev('AlertRuleAdded', { userId: 'u', ruleId: 'r1', kind: 'keyword', value: 'jazz', radiusMiles: null }),
  );
  log.append(
    'alert_rules-u',
    ev('AlertRuleAdded', { userId: 'u', ruleId: 'r2', kind: 'nearby', value: '60622', radiusMiles: 5 }),
  );
  log.append('alert_rules-u', ev('AlertRuleRemoved', { userId: 'u', ruleId: 'r2' }));
  log.append('alert-u-e1', matched('e1', 'Jazz Trio'));
  log.append('alert-u-e2', matched('e2', 'Jazz Duo'));
  log.append('alert-u-e1', ev('AlertedEventCancelled', { userId: 'u', eventId: 'e1' }));
  return log.events;
}

describe('alerts projection', () => {
  it('keeps the rules that stand and whom each event alerted', () => {
    const documents = foldInMemory(alertsProjection, history());
    expect([...documents.keys()].sort()).toEqual(['alerted:u:e1', 'alerted:u:e2', 'rule:r1']);
    expect(documents.get('rule:r1')).toMatchObject({ ruleKind: 'keyword', value: 'jazz', since: '1' });
    expect(documents.get('alerted:u:e1')).toMatchObject({ cancelled: true });
  });

  it('gives the same documents when the events are replayed', () => {
    const events = history();
    const once = foldInMemory(alertsProjection, events);
    expect(foldInMemory(alertsProjection, events, once)).toEqual(once);
  });

  it('puts each alert in the bell once, and brings a cancelled one back to the top unread', () => {
    const events = history();
    const log = eventLog();
    for (const event of events)
      log.append(event.streamId, { type: event.type, data: event.data } as DomainEvent);
    log.append('notifications-u', ev('NotificationsRead', { userId: 'u', notificationIds: null }));
    log.append('alert-u-e2', ev('AlertedEventCancelled', { userId: 'u', eventId: 'e2' }));
    const inbox = foldInMemory(notificationsProjection, log.events).get('u');
    expect(
      inbox?.items.map((item) => [item.type, item.data['eventTitle'], item.data['cancelled'], item.read]),
    ).toEqual([
      ['alert', 'Jazz Duo', true, false],
      ['alert', 'Jazz Trio', true, true],
    ]);
    expect(
      foldInMemory(notificationsProjection, log.events, foldInMemory(notificationsProjection, log.events)),
    ).toEqual(foldInMemory(notificationsProjection, log.events));
  });

  it('tells an owner of a favorite only with notifyOnFavorite on', () => {
    const log = eventLog();
    const favorited = (favoriterId: string) =>
      ev('OwnEventFavorited', { userId: 'o', favoriterId, eventId: 'e1', eventTitle: 'Gig' });
    log.append('favorite_notice-a-e1', favorited('a'));
    log.append('user-o', ev('PreferencesChanged', { userId: 'o', changes: { notifyOnFavorite: true } }));
    log.append('favorite_notice-b-e1', favorited('b'));
    const inbox = foldInMemory(notificationsProjection, log.events).get('o');
    expect(inbox?.items.map((item) => [item.type, item.actorId, item.data['eventTitle']])).toEqual([
      ['favorite', 'b', 'Gig'],
    ]);
  });
});
