import {
  CATEGORIES,
  createEventSourceSchema,
  deriveSourceName,
  updateEventSourceSchema,
  DEFAULT_CATEGORY,
  type CreateEventSourceInput,
  type EventSource,
  type UpdateEventSourceInput,
} from '@eventfold/contracts';
import { type z } from 'zod';

export interface SourceFormValues {
  name: string;
  url: string;
  category: string;
  /** The venue's ZIP, optional: Nearby places its listings that name no place there. */
  zipCode: string;
}

export type SourceFormErrors = Partial<Record<keyof SourceFormValues, string>>;

export type SourceFormResult<T> = { ok: true; data: T } | { ok: false; errors: SourceFormErrors };

export const EMPTY_SOURCE_FORM: SourceFormValues = {
  name: '',
  url: '',
  category: DEFAULT_CATEGORY,
  zipCode: '',
};

export function toSourceFormValues(source: EventSource): SourceFormValues {
  // A category outside the 11 (older data) must be chosen again rather than kept silently.
  const known = (CATEGORIES as readonly string[]).includes(source.category);
  return {
    name: source.name,
    url: source.url,
    category: known ? source.category : '',
    zipCode: source.zipCode ?? '',
  };
}

/** The first complaint per field, in the contract's own words. */
function fieldErrors(error: z.ZodError): SourceFormErrors {
  const errors: SourceFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    const known = field === 'name' || field === 'url' || field === 'category' || field === 'zipCode';
    if (known && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

/** Add: a valid URL; a blank name becomes the URL's host (the placeholder shows which). */
export function validateNewSource(values: SourceFormValues): SourceFormResult<CreateEventSourceInput> {
  const parsed = createEventSourceSchema.safeParse({ ...values, isActive: true });
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { name, url, category, isActive, zipCode } = parsed.data;
  return { ok: true, data: { name: name || deriveSourceName(url), url, category, isActive, zipCode } };
}

/** Edit: name, URL and category are all required; the ZIP is optional. */
export function validateSourceChanges(values: SourceFormValues): SourceFormResult<UpdateEventSourceInput> {
  const parsed = updateEventSourceSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  return { ok: true, data: parsed.data };
}

/** What the name field's placeholder suggests while the name is blank. */
export function namePlaceholder(url: string): string {
  return url.trim() ? deriveSourceName(url.trim()) : 'Derived from the website';
}
