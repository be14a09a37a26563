export { BlogListPage } from './BlogListPage';
export type { BlogListPageProps, BlogPostsStatus, TagsStatus } from './BlogListPage';
export { ALL_CATEGORIES } from './BlogListPageFilter';
