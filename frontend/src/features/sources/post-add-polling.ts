import { type QueryClient } from '@tanstack/react-query';
import { SOURCE_MESSAGES, TIMINGS_MS } from '@eventfold/contracts';
import { toast } from '../../lib/toast';
import { refetchSourcesAndEvents } from './refetch-lists';

let active: ReturnType<typeof setInterval> | undefined;

/**
 * After a venue is added its first scan runs in the background: the lists are read again every
 * 3 s for 20 rounds, then "Scanning Complete". Another add meanwhile starts the rounds over.
 */
export function pollAfterAdd(queryClient: QueryClient): void {
  clearInterval(active);
  let round = 0;
  active = setInterval(() => {
    round += 1;
    void refetchSourcesAndEvents(queryClient);
    if (round < TIMINGS_MS.postAddScanRounds) return;
    clearInterval(active);
    active = undefined;
    toast({ ...SOURCE_MESSAGES.scanningComplete, variant: 'success' });
  }, TIMINGS_MS.postAddScanPoll);
}
