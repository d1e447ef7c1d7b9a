import { login } from './login';
import { shell } from './shell';

/** The panel's strings in it, area by area (docs/decisions.md, D-130). */
export const it = { ...login, ...shell };
