import { login } from './login';
import { shell } from './shell';

/** The panel's strings in ar, area by area (docs/decisions.md, D-130). */
export const ar = { ...login, ...shell };
