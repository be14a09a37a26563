import { ALL_CATEGORIES, BlogListPage, type BlogPostsStatus, type TagsStatus } from '@firm/ui/public';
import { pagePaths, parseBlogQuery } from '@firm/contract';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBlogPosts } from '../../resources/blogPosts';
import { usePublicTags } from '../../resources/publicPosts';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { pageTitles } from '../../seo/pageMeta';

/**
 * /blog: category filter and title search start again at page 1; 'load more' appends (§4).
 * It starts from the address's query (?category=…&q=…&page=N), as the server rendered it; the
 * filters then change without rewriting the address.
 */
export function BlogRoute() {
  const { search } = useLocation();
  const [initial] = useState(() => parseBlogQuery(search));
  const [category, setCategory] = useState<string>(initial.category ?? ALL_CATEGORIES);
  const [title, setTitle] = useState(initial.q);
  const blog = useBlogPosts({ category, title }, initial.page);
  const tags = usePublicTags();
  useDocumentTitle(pageTitles.blog);

  const posts: BlogPostsStatus = blog.isLoading
    ? { status: 'loading' }
    : blog.error && blog.posts.length === 0
      ? { status: 'error' }
      : { status: 'ready', posts: blog.posts, count: blog.count, loadingMore: blog.isLoadingMore };
  // §8: a tag failure is silent; the screen then offers only 'Todos'.
  const tagStatus: TagsStatus = tags.data
    ? { status: 'ready', tags: tags.data }
    : tags.error
      ? { status: 'error' }
      : { status: 'loading' };

  return (
    <BlogListPage
      posts={posts}
      tags={tagStatus}
      category={category}
      onCategoryChange={setCategory}
      onSearchChange={setTitle}
      initialSearch={title}
      onLoadMore={blog.loadMore}
      loadMoreHref={pagePaths.blogList({
        page: blog.pageCount + 1,
        category: category === ALL_CATEGORIES ? null : category,
        q: title,
      })}
      onRetry={blog.retry}
    />
  );
}
