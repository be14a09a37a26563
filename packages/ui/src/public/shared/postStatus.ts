import type { PostSummary } from '@firm/contract';

/** What a screen that lists posts receives from the app. */
export type PostsStatus = { status: 'loading' } | { status: 'error' } | { status: 'ready'; posts: PostSummary[] };
