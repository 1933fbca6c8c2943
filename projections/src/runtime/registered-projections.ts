import type { Projection } from './projection';
import { usersProjection } from '../users/users.projection';

/** Every read model the runner keeps current and the rebuild command can rebuild; a new read model adds itself here. */
export const REGISTERED_PROJECTIONS: readonly Projection[] = [usersProjection as Projection];
