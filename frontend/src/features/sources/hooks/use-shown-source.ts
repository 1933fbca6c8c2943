import { useState } from 'react';
import type { EventSource } from '@eventfold/contracts';

/**
 * The venue a dialog shows: the one it was opened for, kept while the dialog fades out after
 * `source` went back to null, so its content does not vanish before the dialog does.
 */
export function useShownSource(source: EventSource | null): EventSource | null {
  const [shown, setShown] = useState(source);
  if (source !== null && source !== shown) setShown(source);
  return shown;
}
