import { z } from 'zod';
import { text } from '../../common/field-rules';

/** Long passwords are welcome and never truncated; the cap only stops abuse. */
export const adminLoginSchema = z.strictObject({
  password: text({ min: 1, minMessage: 'password must not be empty', max: 1024 }),
});
export type AdminLoginDto = z.output<typeof adminLoginSchema>;
