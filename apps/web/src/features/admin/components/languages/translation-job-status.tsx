import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import type { TranslationJobStatus } from '@stagelink/contracts';
import { useTranslationJob } from '../../api/get-translation-job';
import { translationsChanged } from '../../api/translations-changed';
import { languageName } from './language-labels';

/** A job's state as it changes: waiting, progress, a retry with its reason, the result or the failure. */
export function TranslationJobStatusView({ jobId }: { jobId: string }) {
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
        The translation job could not be read.
      </p>
    );
  if (!job.data) return <p className="text-sm text-muted-foreground">Starting the translation…</p>;
  return <JobState job={job.data} />;
}

function JobState({ job }: { job: TranslationJobStatus }) {
  const { done, total } = job.progress;
  if (job.state === 'failed') {
    return (
      <div role="alert" className="flex gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden="true" />
        <p>
          <span className="font-semibold">Translation failed</span> after {job.attemptsMade} {job.attemptsMade === 1 ? 'try' : 'tries'}:{' '}
          {job.error ?? 'no reason given'}
        </p>
      </div>
    );
  }
  if (job.state === 'completed' && job.result) {
    const { translated, reused, keptOwner, shortened, skipped } = job.result;
    return (
      <div role="status" className="space-y-2 text-sm">
        <p className="flex gap-2">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          <span>
            Translation done: {translated} translated, {reused} already known
            {keptOwner > 0 ? `, ${keptOwner} of your own kept` : ''}
            {shortened > 0 ? `, ${shortened} shortened to fit the length limit (they end with "…")` : ''}.
          </span>
        </p>
        {skipped.length > 0 && (
          <ul className="space-y-1 rounded-md border border-amber-500/60 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50">
            {skipped.map(({ language, reason }) => (
              <li key={language}>
                Not translated into {languageName(language)}: {reason}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  const label =
    job.state === 'queued'
      ? 'Waiting in the queue…'
      : job.state === 'retrying'
        ? `The translation service failed (${job.error ?? 'no reason given'}); trying again, try ${job.attemptsMade + 1} of ${job.maxAttempts}…`
        : `Translating… ${done} of ${total}`;
  return (
    <div role="status" className="space-y-2 text-sm">
      <p className="flex gap-2">
        <Loader2 className="mt-0.5 h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />
        <span>{label}</span>
      </p>
      <progress className="h-2 w-full accent-primary" max={Math.max(total, 1)} value={done} aria-label="Translation progress" />
    </div>
  );
}
