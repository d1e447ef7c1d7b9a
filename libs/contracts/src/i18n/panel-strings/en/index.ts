import { login } from './login';
import { shell } from './shell';

/** The panel's strings in English, every key, area by area (docs/decisions.md, D-130). */
export const en = { ...login, ...shell };
