import type { Migration } from 'kysely/migration';
import * as initial from './20251121T2100_initial';
import * as contentVersion from './20251122T0900_content_version';
import * as contentChanges from './20261125T0900_content_changes';

/** Every migration, by timestamped name. Add new ones at the end; never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20251121T2100_initial': initial,
  '20251122T0900_content_version': contentVersion,
  '20261125T0900_content_changes': contentChanges,
};
