import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { auditorsProjection } from './auditors.projection';

describe('auditors read model', () => {
  it('holds the current auditors: a grant adds, a revoke removes, a replay changes nothing', () => {
    const log = eventLog();
    log.append('auditors', { type: 'AuditorGranted', data: { userId: 'a', by: 'os:root' } });
    log.append('auditors', { type: 'AuditorGranted', data: { userId: 'b', by: 'os:root' } });
    log.append('auditors', { type: 'AuditorRevoked', data: { userId: 'a', by: 'os:root' } });
    const documents = foldInMemory(auditorsProjection, log.events);
    expect([...documents.keys()]).toEqual(['b']);
    expect(documents.get('b')).toMatchObject({ userId: 'b', grantedBy: 'os:root' });
    expect(foldInMemory(auditorsProjection, log.events, documents)).toEqual(documents);
  });
});
