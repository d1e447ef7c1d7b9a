import { login } from './login';
import { shell } from './shell';

/** The panel's strings in ko, area by area (docs/decisions.md, D-130). */
export const ko = { ...login, ...shell };
