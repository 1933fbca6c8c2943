import { useQuery } from '@tanstack/react-query';
import { auditAccessSchema } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const AUDIT_ACCESS_PATH = '/api/audit/access';

/** GET /api/audit/access: 403 "Auditor access required" for anyone who is not an auditor. */
export function useAuditAccess() {
  return useQuery({
    queryKey: [AUDIT_ACCESS_PATH],
    queryFn: ({ signal }) => api.get(AUDIT_ACCESS_PATH, { schema: auditAccessSchema, signal }),
    retry: false,
  });
}
