/** The access log counts, partitions and prunes by UTC day (docs/decisions.md, D-59, D-195). */
export const DAY_MS = 86_400_000;

/** A UTC day as its number since the epoch. */
export const dayNumberOf = (time: number) => Math.floor(time / DAY_MS);

/** A day number as `2026-11-27`. */
export const isoDay = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
