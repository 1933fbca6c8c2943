import type { RsvpEvent } from '@eventfold/contracts';
import { rsvpDecider, type RsvpCommand } from './rsvp.decider';

function given(events: RsvpEvent[], command: RsvpCommand): RsvpEvent[] {
  return rsvpDecider.decide(command, events.reduce(rsvpDecider.evolve, rsvpDecider.initialState()));
}

const ids = { userId: 'u1', eventId: 'e1' };
const snapshot = {
  title: 'Jazz Night',
  description: null,
  startDate: '2030-05-01T01:00:00.000Z',
  endDate: null,
  allDay: false,
  timezone: 'America/Chicago',
  location: 'Green Mill, Chicago, IL 60640',
  url: null,
  imageUrl: null,
  sourceId: 's1',
};

describe('rsvp decider', () => {
  it('records an answer and a change of answer', () => {
    expect(
      given([], { type: 'AnswerRsvp', ...ids, answer: 'going', event: snapshot, friendIds: [] }),
    ).toEqual([{ type: 'RsvpChanged', data: { ...ids, status: 'going', event: snapshot } }]);
    const going: RsvpEvent[] = [{ type: 'RsvpChanged', data: { ...ids, status: 'going', event: null } }];
    expect(
      given(going, { type: 'AnswerRsvp', ...ids, answer: 'interested', event: null, friendIds: [] }),
    ).toEqual([{ type: 'RsvpChanged', data: { ...ids, status: 'interested', event: null } }]);
  });

  it('changes nothing for the same answer twice or a withdrawal without an answer', () => {
    const going: RsvpEvent[] = [{ type: 'RsvpChanged', data: { ...ids, status: 'going', event: null } }];
    expect(
      given(going, { type: 'AnswerRsvp', ...ids, answer: 'going', event: snapshot, friendIds: [] }),
    ).toEqual([]);
    expect(given([], { type: 'WithdrawRsvp', ...ids })).toEqual([]);
  });

  it('tells the friends who may see it of going or interested, not of not going', () => {
    const friendIds = ['f1', 'f2'];
    expect(
      given([], { type: 'AnswerRsvp', ...ids, answer: 'interested', event: snapshot, friendIds }),
    ).toEqual([
      { type: 'RsvpChanged', data: { ...ids, status: 'interested', event: snapshot } },
      {
        type: 'RsvpSharedWithFriends',
        data: { ...ids, status: 'interested', eventTitle: 'Jazz Night', friendIds },
      },
    ]);
    expect(
      given([], { type: 'AnswerRsvp', ...ids, answer: 'not_going', event: snapshot, friendIds }),
    ).toEqual([{ type: 'RsvpChanged', data: { ...ids, status: 'not_going', event: snapshot } }]);
  });

  it('withdraws an answer', () => {
    const going: RsvpEvent[] = [{ type: 'RsvpChanged', data: { ...ids, status: 'going', event: null } }];
    expect(given(going, { type: 'WithdrawRsvp', ...ids })).toEqual([{ type: 'RsvpWithdrawn', data: ids }]);
  });
});
