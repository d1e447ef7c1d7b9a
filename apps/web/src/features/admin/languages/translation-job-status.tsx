import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CheckCircle2, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationJobStatus } from '@stagelink/contracts';
import { useTranslationJob } from './api/get-translation-job';
import { translationsChanged } from './api/translations-changed';
import { languageName } from './language-labels';

/** A job's state as it changes: waiting, progress, a retry with its reason, the result or the failure. */
export function TranslationJobStatusView({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const job = useTranslationJob(jobId);
  const queryClient = useQueryClient();
  const state = job.data?.state;
  // The texts the job wrote show in the editors once it is done.
  useEffect(() => {
    if (state === 'completed' || state === 'failed') void translationsChanged(queryClient);
  }, [state, queryClient]);

  if (job.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('admin.job.unreadable')}
      </p>
    );
  if (!job.data) return <p className="text-sm text-muted-foreground">{t('admin.job.starting')}</p>;
  return <JobState job={job.data} />;
}

function JobState({ job }: { job: TranslationJobStatus }) {
  const { t } = useTranslation();
  const { done, total } = job.progress;
  // The worker's reason is its own words (the translation service's answer), shown as they are.
  const reason = job.error ?? t('admin.job.noReason');
  if (job.state === 'failed') {
    return (
      <div role="alert" className="flex gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden="true" />
        <p>
          <span className="font-semibold">{t('admin.job.failed')}</span> {t('admin.job.failedAfter', { count: job.attemptsMade, reason })}
        </p>
      </div>
    );
  }
  if (job.state === 'completed' && job.result) {
    const { skipped } = job.result;
    return (
      <div role="status" className="space-y-2 text-sm">
        <p className="flex gap-2">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          <span>{t('admin.job.done', { parts: doneParts(job.result, t).join(t('admin.glimpse.separator')) })}</span>
        </p>
        {skipped.length > 0 && (
          <ul className="space-y-1 rounded-md border border-amber-500/60 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50">
            {skipped.map(({ language, reason: why }) => (
              <li key={language}>{t('admin.job.skipped', { language: languageName(language), reason: why })}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  const label =
    job.state === 'queued'
      ? t('admin.job.queued')
      : job.state === 'retrying'
        ? t('admin.job.retrying', { reason, attempt: job.attemptsMade + 1, max: job.maxAttempts })
        : t('admin.job.progress', { done, total });
  return (
    <div role="status" className="space-y-2 text-sm">
      <p className="flex gap-2">
        <Loader2 className="mt-0.5 h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />
        <span>{label}</span>
      </p>
      <progress className="h-2 w-full accent-primary" max={Math.max(total, 1)} value={done} aria-label={t('admin.job.progressLabel')} />
    </div>
  );
}

/** What a finished job did, part by part: what it translated, reused, kept of the owner's and shortened. */
function doneParts(result: NonNullable<TranslationJobStatus['result']>, t: TFunction): string[] {
  const { translated, reused, keptOwner, shortened } = result;
  return [
    t('admin.job.translated', { n: translated }),
    t('admin.job.reused', { n: reused }),
    ...(keptOwner > 0 ? [t('admin.job.keptOwner', { n: keptOwner })] : []),
    ...(shortened > 0 ? [t('admin.job.shortened', { n: shortened })] : []),
  ];
}
