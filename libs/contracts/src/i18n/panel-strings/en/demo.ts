/** The panel's demo strings in English: every key (docs/decisions.md, D-130). */
export const demo = {
  'admin.demo.removed': 'Demo removed',
  'admin.demo.removedText': 'Your page now starts from a blank page.',
  'admin.demo.failed': 'Failed to remove the demo. Please try again.',
  'admin.demo.title': 'Your page still shows the demo artist',
  'admin.demo.text': '{{summary}} Start from a blank page to remove them; what you made or changed stays.',
  'admin.demo.removing': 'Removing...',
  'admin.demo.start': 'Start from a blank page',
  'admin.demo.confirmTitle': 'Start from a blank page?',
  'admin.demo.confirmText':
    '{{summary}} They go, with their likes, clicks and translations. Sections and texts you made or changed stay. This cannot be undone.',
  'admin.demo.keep': 'Keep the demo',
  'admin.demo.remove': 'Remove the demo',
  'admin.demo.sections_one': '{{count}} demo section',
  'admin.demo.sections_other': '{{count}} demo sections',
  'admin.demo.fields': "the demo's {{fields}}",
  'admin.demo.field.name': 'name',
  'admin.demo.field.description': 'description',
  'admin.demo.field.profileImage': 'photo',
  'admin.demo.still_one': '{{parts}} is still on your page.',
  'admin.demo.still_other': '{{parts}} are still on your page.',
};
