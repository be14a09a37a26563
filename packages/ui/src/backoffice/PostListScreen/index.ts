export { PostListScreen } from './PostListScreen';
export type { PostListScreenProps, PostListStatus, PostListQuery } from './PostListScreen';
