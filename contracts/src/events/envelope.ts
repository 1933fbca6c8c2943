import { z } from 'zod';

/** Metadata every stored event carries, so that an auditor can replay one user's history. */
export const eventMetadataSchema = z.object({
  /** Who acted: a user id, SYSTEM_PRINCIPAL, `os:<name>` for a CLI operator, or null (a sign-up). */
  userId: z.string().nullable(),
  correlationId: z.string().min(1),
  causationId: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** The actor of what nobody asked for at that moment: scheduled rescans and scan results. */
export const SYSTEM_PRINCIPAL = 'system';

/** The actor of a command-line action: the operating-system user running it. */
export function operatingSystemPrincipal(name: string): string {
  return `os:${name}`;
}

/**
 * Whose key seals a personal field: by default the user named by `data.userId`; `{ user: field }`
 * the user named by another field (the owner of a liked event, the inviter); `{ emailAddress: true }`
 * a key kept for the e-mail address the field holds, so an address someone typed is erased with the
 * account that address belongs to, not with the account of whoever typed it.
 */
export type PiiKey<TField extends string = string> = { user: TField } | { emailAddress: true };

/**
 * A versioned domain event definition. `pii` names the data fields holding personal data: they are
 * encrypted (crypto-shredding) with the key `piiKeys` names for them (the key of the user named by
 * `data.userId` by default) before they reach the log, and read back as `null` once that key is erased.
 */
export interface EventDefinition<TType extends string, TData extends z.ZodObject> {
  type: TType;
  version: number;
  data: TData;
  pii: readonly (keyof z.infer<TData> & string)[];
  piiKeys: Partial<Record<keyof z.infer<TData> & string, PiiKey<keyof z.infer<TData> & string>>>;
}

export function defineEvent<TType extends string, TData extends z.ZodObject>(
  type: TType,
  version: number,
  data: TData,
  pii: readonly (keyof z.infer<TData> & string)[] = [],
  piiKeys: Partial<Record<keyof z.infer<TData> & string, PiiKey<keyof z.infer<TData> & string>>> = {},
): EventDefinition<TType, TData> {
  return { type, version, data, pii, piiKeys };
}

/** A domain event as deciders produce it and projections consume it (after decryption and upcasting). */
export interface DomainEvent<TType extends string = string, TData = Record<string, unknown>> {
  type: TType;
  data: TData;
}

export type EventOf<D> = D extends EventDefinition<infer T, infer S> ? DomainEvent<T, z.infer<S>> : never;
