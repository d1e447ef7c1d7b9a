import { accessLogs } from './access-logs';
import { analytics } from './analytics';
import { bookings } from './bookings';
import { likes } from './likes';
import { login } from './login';
import { profile } from './profile';
import { shell } from './shell';
import { subscribers } from './subscribers';
import { tracking } from './tracking';

/** The panel's strings in de, area by area (docs/decisions.md, D-130). */
export const de = { ...accessLogs, ...analytics, ...bookings, ...likes, ...login, ...profile, ...shell, ...subscribers, ...tracking };
