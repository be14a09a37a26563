export { BlogTeaser } from './BlogTeaser';
export type { BlogTeaserProps, PostsStatus } from './BlogTeaser';
