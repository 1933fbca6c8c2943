import type { RsvpEvent } from '@eventfold/contracts';
import { rsvpDecider, type RsvpCommand } from './rsvp.decider';

function given(events: RsvpEvent[], command: RsvpCommand): RsvpEvent[] {
  return rsvpDecider.decide(command, events.reduce(rsvpDecider.evolve, rsvpDecider.initialState()));
}

const ids = { userId: 'u1', eventId: 'e1' };

describe('rsvp decider', () => {
  it('records an answer and a change of answer', () => {
    expect(given([], { type: 'AnswerRsvp', ...ids, answer: 'going' })).toEqual([
      { type: 'RsvpChanged', data: { ...ids, status: 'going' } },
    ]);
    const going: RsvpEvent[] = [{ type: 'RsvpChanged', data: { ...ids, status: 'going' } }];
    expect(given(going, { type: 'AnswerRsvp', ...ids, answer: 'interested' })).toEqual([
      { type: 'RsvpChanged', data: { ...ids, status: 'interested' } },
    ]);
  });

  it('changes nothing for the same answer twice or a withdrawal without an answer', () => {
    const going: RsvpEvent[] = [{ type: 'RsvpChanged', data: { ...ids, status: 'going' } }];
    expect(given(going, { type: 'AnswerRsvp', ...ids, answer: 'going' })).toEqual([]);
    expect(given([], { type: 'WithdrawRsvp', ...ids })).toEqual([]);
  });

  it('withdraws an answer', () => {
    const going: RsvpEvent[] = [{ type: 'RsvpChanged', data: { ...ids, status: 'going' } }];
    expect(given(going, { type: 'WithdrawRsvp', ...ids })).toEqual([{ type: 'RsvpWithdrawn', data: ids }]);
  });
});
