import { accessLogs } from './access-logs';
import { analytics } from './analytics';
import { bookingSettings } from './booking-settings';
import { bookings } from './bookings';
import { demo } from './demo';
import { fields } from './fields';
import { glimpses } from './glimpses';
import { languages } from './languages';
import { likes } from './likes';
import { login } from './login';
import { media } from './media';
import { messages } from './messages';
import { options } from './options';
import { privacy } from './privacy';
import { profile } from './profile';
import { reorder } from './reorder';
import { sections } from './sections';
import { security } from './security';
import { shell } from './shell';
import { subscribers } from './subscribers';
import { tourQr } from './tour-qr';
import { tracking } from './tracking';
import { translationEditors } from './translation-editors';
import { translationJob } from './translation-job';

/** The panel's strings in de, area by area (docs/decisions.md, D-130). */
export const de = {
  ...accessLogs,
  ...analytics,
  ...bookingSettings,
  ...bookings,
  ...demo,
  ...fields,
  ...languages,
  ...likes,
  ...login,
  ...media,
  ...privacy,
  ...profile,
  ...sections,
  ...security,
  ...shell,
  ...subscribers,
  ...tourQr,
  ...tracking,
  ...messages,
  ...options,
  ...reorder,
  ...glimpses,
  ...translationJob,
  ...translationEditors,
};
