import { useState } from 'react';
import type { SourceFormErrors, SourceFormValues } from '../source-form';

/** The add and edit dialogs' form state: editing a field clears that field's error. */
export function useSourceForm(initial: () => SourceFormValues) {
  const [values, setValues] = useState<SourceFormValues>(initial);
  const [errors, setErrors] = useState<SourceFormErrors>({});

  const change = (patch: Partial<SourceFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof SourceFormValues];
      return next;
    });
  };

  return { values, errors, setErrors, change };
}
