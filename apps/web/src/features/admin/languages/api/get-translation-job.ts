import { useQuery } from '@tanstack/react-query';
import type { TranslationJobStatus } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

const POLL_MS = 1000;

/** `GET /api/translation-jobs/{id}`: the job's state, progress and error. */
export const getTranslationJob = (jobId: string) => apiRequest<TranslationJobStatus>('GET', `/api/translation-jobs/${jobId}`);

const finished = (job: TranslationJobStatus | undefined) => job?.state === 'completed' || job?.state === 'failed';

/** Read every second until the job is done, so the tab shows it live. */
export const useTranslationJob = (jobId: string | null) =>
  useQuery({
    queryKey: ['admin', 'translation-jobs', jobId],
    queryFn: () => getTranslationJob(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : POLL_MS),
  });
