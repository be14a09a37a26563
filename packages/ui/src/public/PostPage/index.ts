export { PostPage } from './PostPage';
export type { PostPageProps, PostPageStatus } from './PostPage';
