import type { AppServerEntry } from '@firm/contract';
import type * as serverEntry from '../entry-server';

/*
 * The server loads the *built* entry-server.js at run time and only checks its shape then
 * (isAppServerEntry). This type makes `tsc -b` fail as soon as the entry drifts from the
 * contract the server reads it by (a missing export, another signature). Types only: no code.
 */
type Conforms<Entry extends AppServerEntry> = Entry;
export type ServerEntryConforms = Conforms<typeof serverEntry>;
