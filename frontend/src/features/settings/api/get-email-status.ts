import { queryOptions, useQuery } from '@tanstack/react-query';
import { emailStatusSchema, type EmailStatus } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const EMAIL_STATUS_PATH = '/api/email/status';

/** GET /api/email/status: whether this server sends any mail (SMTP_URL). */
export function getEmailStatus({ signal }: { signal?: AbortSignal } = {}): Promise<EmailStatus> {
  return api.get(EMAIL_STATUS_PATH, { schema: emailStatusSchema, signal });
}

export const emailStatusQueryOptions = () =>
  queryOptions({ queryKey: [EMAIL_STATUS_PATH], queryFn: ({ signal }) => getEmailStatus({ signal }) });

export function useEmailStatus() {
  return useQuery(emailStatusQueryOptions());
}
