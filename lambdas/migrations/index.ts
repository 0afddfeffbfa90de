/** Every data migration, in the order they are applied. Add new ones at the end; never renumber or edit an applied one. */
import { migration0001 } from './0001-schema-v1';
import { migration0002 } from './0002-search-keys-unique-slugs';
import { migration0003 } from './0003-search-terms-within-job-and-stage';
import type { Migration } from './migration';

export const MIGRATIONS: readonly Migration[] = [migration0001, migration0002, migration0003];

export type { Migration } from './migration';
