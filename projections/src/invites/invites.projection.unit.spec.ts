import type { DomainEvent } from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { invitesProjection } from './invites.projection';

function history() {
  const log = eventLog();
  log.append('invite-i1', {
    type: 'InviteCreated',
    data: { inviteId: 'i1', userId: 'u1', tokenHash: 'h1', email: null },
  } as DomainEvent);
  log.append('invite-i1', {
    type: 'InviteAccepted',
    data: { inviteId: 'i1', userId: 'u1', acceptedById: 'u2' },
  } as DomainEvent);
  return log.events;
}

describe('invites projection', () => {
  it('finds an invitation by token hash and records who used it', () => {
    expect(foldInMemory(invitesProjection, history()).get('i1')).toEqual({
      _id: 'i1',
      _position: '2',
      inviteId: 'i1',
      referrerId: 'u1',
      tokenHash: 'h1',
      accepted: true,
      acceptedById: 'u2',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
  });

  it('gives the same documents when the events are replayed', () => {
    const events = history();
    const once = foldInMemory(invitesProjection, events);
    expect(foldInMemory(invitesProjection, events, once)).toEqual(once);
    expect(foldInMemory(invitesProjection, events.slice(0, 1), once)).toEqual(once);
  });
});
