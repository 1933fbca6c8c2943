import { useCallback, useRef, useState } from 'react';
import { toast, toastStore, type ToastInput } from './toast';

/**
 * A form's complaints: marked on the fields they are about and, where the spec asks for one, said in
 * a toast. Editing a field clears its mark and takes the toast down, so no stale error stays on screen.
 */
export function useFormProblems<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const toastId = useRef<number | null>(null);

  const report = useCallback((fields: Partial<Record<Field, string>>, message?: ToastInput) => {
    setErrors(fields);
    if (message) toastId.current = toast({ variant: 'destructive', ...message });
  }, []);

  const cleared = useCallback((fields: readonly Field[]) => {
    setErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
    if (toastId.current !== null) {
      toastStore.dismiss(toastId.current);
      toastId.current = null;
    }
  }, []);

  return { errors, report, cleared };
}
