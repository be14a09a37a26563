import type { PostSummary } from '@firm/contract';
import { PostListScreen, type PostListQuery } from '@firm/ui/backoffice';
import { useState } from 'react';
import { usePostList, usePostMutations } from '../../resources/posts';

/** /posts: 6 a page, a search goes back to page 1 (§9), deleted rows leave at once. */
export default function PostListRoute() {
  const [query, setQuery] = useState<PostListQuery>({ page: 1, search: '' });
  const list = usePostList(query.page, query.search);
  const { remove } = usePostMutations();

  return (
    <PostListScreen
      status={list.error && !list.data ? 'error' : list.data ? 'ready' : 'loading'}
      posts={list.data?.results ?? []}
      count={list.data?.count ?? 0}
      page={query.page}
      search={query.search}
      onQueryChange={(next) => setQuery(next.search === query.search ? next : { page: 1, search: next.search })}
      onDelete={(post: PostSummary) => remove(post.id)}
      onRetry={() => void list.mutate()}
    />
  );
}
