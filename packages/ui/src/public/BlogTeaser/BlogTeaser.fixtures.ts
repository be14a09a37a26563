import { postSummaries, postSummariesWithoutImages } from '../shared/posts.fixtures';
import type { BlogTeaserProps } from './BlogTeaser';

export const teaserReady: Pick<BlogTeaserProps, 'posts'> = { posts: { status: 'ready', posts: postSummaries } };
export const teaserLoading: Pick<BlogTeaserProps, 'posts'> = { posts: { status: 'loading' } };
export const teaserError: Pick<BlogTeaserProps, 'posts'> = { posts: { status: 'error' } };
export const teaserEmpty: Pick<BlogTeaserProps, 'posts'> = { posts: { status: 'ready', posts: [] } };
export const teaserWithoutImages: Pick<BlogTeaserProps, 'posts'> = {
  posts: { status: 'ready', posts: postSummariesWithoutImages },
};
