import { accessLogs } from './access-logs';
import { analytics } from './analytics';
import { bookings } from './bookings';
import { login } from './login';
import { shell } from './shell';

/** The panel's strings in pt, area by area (docs/decisions.md, D-130). */
export const pt = { ...accessLogs, ...analytics, ...bookings, ...login, ...shell };
