import { login } from './login';
import { shell } from './shell';

/** The panel's strings in fr, area by area (docs/decisions.md, D-130). */
export const fr = { ...login, ...shell };
