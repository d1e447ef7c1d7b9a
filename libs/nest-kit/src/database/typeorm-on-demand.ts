/**
 * TypeORM and Nest's module for it, loaded by the first service code that needs them rather than
 * by everything that imports this library: the gateway imports it too and has no database, and
 * the two held about 45 MB of the gateway's resident memory for nothing (docs/decisions.md,
 * D-138). `import type` elsewhere keeps the types without loading the code.
 */
export function typeOrm(): typeof import('typeorm') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  return require('typeorm') as typeof import('typeorm');
}

export function nestTypeOrm(): typeof import('@nestjs/typeorm') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  return require('@nestjs/typeorm') as typeof import('@nestjs/typeorm');
}
