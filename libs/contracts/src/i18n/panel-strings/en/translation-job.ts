/** The panel's automatic-translation job's progress in English: every key (docs/decisions.md, D-130, D-152). */
export const translationJob = {
  'admin.job.unreadable': 'The translation job could not be read.',
  'admin.job.starting': 'Starting the translation…',
  'admin.job.failed': 'Translation failed',
  'admin.job.noReason': 'no reason given',
  'admin.job.done': 'Translation done: {{parts}}.',
  'admin.job.translated': '{{n}} translated',
  'admin.job.reused': '{{n}} already known',
  'admin.job.keptOwner': '{{n}} of your own kept',
  'admin.job.shortened': '{{n}} shortened to fit the length limit (they end with “…”)',
  'admin.job.skipped': 'Not translated into {{language}}: {{reason}}',
  'admin.job.queued': 'Waiting in the queue…',
  'admin.job.retrying': 'The translation service failed ({{reason}}); trying again, try {{attempt}} of {{max}}…',
  'admin.job.progress': 'Translating… {{done}} of {{total}}',
  'admin.job.progressLabel': 'Translation progress',
  'admin.job.failedAfter_one': 'after {{count}} try: {{reason}}',
  'admin.job.failedAfter_other': 'after {{count}} tries: {{reason}}',
};
