import type { AUTH_PROVIDERS, RSVP_VISIBILITIES, SharingFlags } from '@eventfold/contracts';
import type { ProjectedDocument } from '../runtime/projection';

/** The `users` read model: one document per account, keyed by user id. Serves sign-in and /api/auth/user. */
export interface UserDocument extends ProjectedDocument, SharingFlags {
  email: string | null;
  /** Trimmed, lower-cased e-mail for sign-in lookups (indexed, not unique: the event store guards uniqueness). */
  emailNormalized: string | null;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  profileImageUrl: string | null;
  avatarId: string | null;
  passwordHash: string | null;
  authProvider: (typeof AUTH_PROVIDERS)[number];
  emailVerified: boolean;
  zipCode: string | null;
  timezone: string;
  preferredRadius: number;
  favoriteCategories: string[];
  rsvpVisibility: (typeof RSVP_VISIBILITIES)[number];
  notifyByEmail: boolean;
  /** Absent on documents projected before reminders: the default then (REMIND_BEFORE_DEFAULT). */
  remindBeforeMinutes?: number;
  interests: string[];
  onboardingCompleted: boolean;
  inviteCode: string;
  createdAt: string;
  updatedAt: string;
}
