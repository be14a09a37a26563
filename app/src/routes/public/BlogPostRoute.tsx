import { PostPage, type PostPageStatus } from '@firm/ui/public';
import { useParams } from 'react-router-dom';
import { pagePaths } from '@firm/contract';
import { usePublicPost } from '../../resources/publicPosts';
import { useBrowserFeature } from '../../routing/useBrowserFeature';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { useSiteOrigin } from '../../routing/SiteOrigin';
import { pageTitles } from '../../seo/pageMeta';

/** /blog/:slug: loading, error, not found (a 404 from the server too) or the post. */
export function BlogPostRoute() {
  const { slug = '' } = useParams();
  const post = usePublicPost(slug);
  const origin = useSiteOrigin();
  const canShare = useBrowserFeature(() => typeof navigator.share === 'function');

  const status: PostPageStatus =
    post.data === null
      ? { status: 'notFound' }
      : post.data
        ? { status: 'ready', post: post.data, url: `${origin}${pagePaths.blogPost(post.data.slug)}` }
        : post.error
          ? { status: 'error' }
          : { status: 'loading' };
  useDocumentTitle(post.data ? pageTitles.post(post.data.title) : post.data === null ? pageTitles.postNotFound : null);

  return <PostPage post={status} canShare={canShare} onRetry={() => void post.mutate()} />;
}
