import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditUserSchema } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const AUDIT_USERS_PATH = '/api/audit/users';

/**
 * GET /api/audit/users?query=: accounts by e-mail, name or id. Every call is recorded as an
 * AuditRecordViewed event, so nothing is asked before the auditor submits a query and an answer is
 * never fetched again behind their back (window focus, remount): one search, one record.
 */
export function useAuditUsers(query: string) {
  return useQuery({
    queryKey: [AUDIT_USERS_PATH, { query }],
    queryFn: ({ signal }) =>
      api.get(AUDIT_USERS_PATH, { params: { query }, schema: z.array(auditUserSchema), signal }),
    enabled: query !== '',
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
