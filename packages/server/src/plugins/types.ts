import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import type { Changes, ContentChangeListener } from '../cache/dependencies';
import type { ResponseCache } from '../cache/responseCache';
import type { RawAnswer } from './responseCache';
import type { ImageProcessor } from '../media/images';
import type { ClientBuildLoader } from '../site/clientBuild';

/**
 * Test seams, never set in production: an injected fault runs inside a write transaction
 * just before it commits (a process killed mid-save), proving nothing half-written stays.
 */
export type Faults = {
  beforeCommit?: (operation: string) => void | Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    database: DatabaseHandle;
    /**
     * Runs `fn` in one transaction (every write of a request goes through here); `fn` lists in
     * `changes` what visitors could see change (plugins/database.ts).
     */
    tx: <T>(operation: string, fn: (trx: Transaction<Database>, changes: Changes) => Promise<T>) => Promise<T>;
    /** Calls `listener` after each write that changed something visitors see (plugins/database.ts). */
    onContentChange: (listener: ContentChangeListener) => void;
    /** This process's name in the change log (repositories/contentState.ts). */
    contentOrigin: string;
    images: ImageProcessor;
    faults: Faults;
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** The app's build (static files, index.html, the server entry), loaded on first use. */
    clientBuild: ClientBuildLoader;
    /** Ready-to-send public answers, dropped by the writes they depend on (cache/responseCache.ts). */
    responseCache: ResponseCache;
    /** Answers a held entry straight from Node's request event (plugins/responseCache.ts). */
    answerFromCache: RawAnswer;
  }
  interface FastifyRequest {
    user: UserRow | null;
    token: string | null;
    /** Set once the body has been parsed (see multipart.ts). */
    bodyParsed: boolean;
  }
}
