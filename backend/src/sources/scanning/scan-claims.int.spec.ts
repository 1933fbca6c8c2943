import { setTimeout as sleep } from 'node:timers/promises';
import type { LeaseDocument } from '@eventfold/projections';
import { PausableReadStore } from '../../infrastructure/projections/pausable-read-store.fixtures';
import type { EmbeddedReadStore } from '../../infrastructure/read-store/embedded-read-store';
import { tempReadStoreEachTest } from '../../infrastructure/read-store/temp-read-store.fixtures';
import { SCAN_CLAIMS_COLLECTION, ScanClaims } from './scan-claims';
import { loadScanSettings } from './scan-settings';

/** Three instances' claims over one shared read store, with a short claim so lapses happen in a test. */
describe('ScanClaims', () => {
  const CLAIM_MS = 300;
  const settings = { ...loadScanSettings({}), claimTtlMs: CLAIM_MS };
  const temp = tempReadStoreEachTest('eventfold-scan-claims-');

  const claims = (holder: string, view: EmbeddedReadStore | PausableReadStore = temp.store) =>
    new ScanClaims(view, holder, settings);
  const claimOf = (scanId: string) =>
    temp.store.collection<LeaseDocument>(SCAN_CLAIMS_COLLECTION).findOne({ _id: scanId });

  it('stops renewing a claim that lapsed and was taken: once handed back, a third instance may run the scan', async () => {
    const frozen = new PausableReadStore(temp.store);
    const lapsed = await claims('instance-a', frozen).claim('scan-1');
    expect(lapsed).not.toBeNull();
    // Instance a froze past its claim (its renewals wait, unsent); b took the scan up.
    frozen.pause(SCAN_CLAIMS_COLLECTION);
    await sleep(CLAIM_MS * 2);
    const taken = await claims('instance-b').claim('scan-1');
    expect(taken).not.toBeNull();
    frozen.resume(SCAN_CLAIMS_COLLECTION);
    expect(await lapsed!.stillHeld()).toBe(false);
    // b shuts down and hands the scan back; a's timer goes on for several of its renewal periods.
    await taken!.release();
    await sleep(CLAIM_MS * 2);
    // Handed back, the claim is free (or already gone with the TTL index), never a's again.
    expect((await claimOf('scan-1'))?.holder).not.toBe('instance-a');
    const third = await claims('instance-c').claim('scan-1');
    expect(third).not.toBeNull();
    await third!.release();
    await lapsed!.release();
  });

  it('keeps renewing a claim it still holds, so nobody else takes the scan meanwhile', async () => {
    const held = await claims('instance-a').claim('scan-2');
    await sleep(CLAIM_MS * 3);
    expect(await claims('instance-b').claim('scan-2')).toBeNull();
    await held!.finish();
    expect(await claims('instance-b').claim('scan-2')).toBeNull();
  });
});
