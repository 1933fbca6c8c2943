import { useMutation } from '@tanstack/react-query';
import { teachingPreviewSchema, type TeachingPreview } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { EVENT_SOURCES_PATH } from './get-event-sources';

export interface TeachingVariables {
  id: string;
  /** The titles of one or two of the page's events, as clicked or typed. */
  examples: string[];
}

/** POST /api/event-sources/{id}/teach/preview: the pattern learnt from the examples and every event it reads. */
export function previewTeaching({ id, examples }: TeachingVariables): Promise<TeachingPreview> {
  return api.post(
    `${EVENT_SOURCES_PATH}/${encodeURIComponent(id)}/teach/preview`,
    { examples },
    { schema: teachingPreviewSchema },
  );
}

export function usePreviewTeaching() {
  return useMutation({ mutationFn: previewTeaching, meta: { unauthorized: 'throw' } });
}
