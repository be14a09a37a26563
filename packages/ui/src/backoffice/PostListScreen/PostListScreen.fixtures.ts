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
