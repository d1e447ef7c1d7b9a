/** The panel's section list's one-line glimpses in English: every key (docs/decisions.md, D-130, D-152). */
export const glimpses = {
  'admin.glimpse.noVideo': 'No video yet',
  'admin.glimpse.noPhotos': 'No photos yet',
  'admin.glimpse.noDates': 'No dates yet',
  'admin.glimpse.named': '{{what}}: {{names}}',
  'admin.glimpse.hidden': 'Hidden',
  'admin.glimpse.separator': ', ',
  'admin.glimpse.videos_one': '{{count}} video',
  'admin.glimpse.videos_other': '{{count}} videos',
  'admin.glimpse.photos_one': '{{count}} photo',
  'admin.glimpse.photos_other': '{{count}} photos',
  'admin.glimpse.services_one': '{{count}} service',
  'admin.glimpse.services_other': '{{count}} services',
  'admin.glimpse.dates_one': '{{count}} date',
  'admin.glimpse.dates_other': '{{count}} dates',
};
