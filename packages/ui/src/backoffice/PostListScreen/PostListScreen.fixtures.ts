import { longTitledPost, postCount, postPage } from '../fixtures/posts';
import type { PostListScreenProps } from './PostListScreen';

const noop = () => {};

export const filledArgs: PostListScreenProps = {
  status: 'ready',
  posts: postPage,
  count: postCount,
  page: 1,
  search: '',
  onQueryChange: noop,
  onDelete: async () => {},
  onRetry: noop,
};

/** The last page (3 of 14 posts → rows 13 and 14). */
export const lastPageArgs: Pick<PostListScreenProps, 'posts' | 'page'> = {
  posts: postPage.slice(4),
  page: 3,
};

export const longContentArgs: Pick<PostListScreenProps, 'posts' | 'count'> = {
  posts: [longTitledPost, ...postPage.slice(0, 3)],
  count: 4,
};

/** The moment the scheduled story is seen at: the first post is dated three weeks later. */
export const scheduledNow = new Date('2025-03-12T15:00:00.000Z');

/** A page whose first post is scheduled (not public yet) at `scheduledNow`. */
export const scheduledArgs: Pick<PostListScreenProps, 'posts' | 'count' | 'now'> = {
  posts: [{ ...postPage[0]!, published_at: '2025-04-01T03:00:00.000Z' }, ...postPage.slice(1, 3)],
  count: 3,
  now: scheduledNow,
};
