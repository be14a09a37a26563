import type { Paginated, PostSummary, PrefetchedData, PublicPage } from '@firm/contract';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { useBlogPosts } from '../resources/blogPosts';
import { usePublicTags, usePublicPost, useTeaserPosts } from '../resources/publicPosts';
import { useTeam } from '../resources/team';
import { swrFallback } from './prefetch';

/** The hooks must find the server's data under the keys swrFallback wrote (else hydration mismatches). */
function renderWith(page: PublicPage, data: PrefetchedData, Probe: () => React.ReactNode) {
  return renderToString(
    <SWRConfig value={{ provider: () => new Map(), fallback: swrFallback(page, data) }}>
      <Probe />
    </SWRConfig>,
  );
}

const posts = { results: [{ id: 1 }, { id: 2 }], count: 5 } as unknown as Paginated<PostSummary>;

describe('server data reaches the hooks', () => {
  it('landing: teaser and team', () => {
    const html = renderWith({ page: 'home' }, { posts, team: [] }, () => {
      const teaser = useTeaserPosts();
      const team = useTeam();
      return `${teaser.data?.length}|${team.data?.length}`;
    });
    expect(html).toBe('2|0');
  });

  it('blog: the pages of the list its address asks for, and the categories', () => {
    const blog = { page: 2, category: 'Família', q: 'guarda' };
    const html = renderWith({ page: 'blog', blog }, { blogPages: [posts, posts] }, () => {
      const list = useBlogPosts({ category: 'Família', title: 'guarda' }, 2);
      return `${list.posts.length}|${list.count}|${list.hasMore}|${list.isLoadingMore}|${list.pageCount}`;
    });
    expect(html).toBe('4|5|true|false|2');
  });

  it('blog: an address asking for more pages than there are ends the list, loading nothing', () => {
    const blog = { page: 50, category: null, q: '' };
    const html = renderWith(
      { page: 'blog', blog },
      {
        blogPages: [
          { ...posts, count: 4 },
          { ...posts, count: 4 },
        ],
      },
      () => {
        const list = useBlogPosts({ category: null, title: '' }, 50);
        return `${list.posts.length}|${list.isLoadingMore}|${list.pageCount}`;
      },
    );
    expect(html).toBe('4|false|2');
  });

  it('blog: the first page of the unfiltered list, and the categories', () => {
    const html = renderWith({ page: 'blog' }, { blogPages: [posts], tags: [{ name: 'Família' }] }, () => {
      const blog = useBlogPosts({ category: null, title: '' });
      const tags = usePublicTags();
      return `${blog.posts.length}|${blog.count}|${blog.hasMore}|${tags.data?.map((t) => t.name).join(',')}`;
    });
    expect(html).toBe('2|5|true|Família');
  });

  it('post: the post, or null for an unknown slug', () => {
    const Probe = () => {
      const post = usePublicPost('abc');
      return post.data === null ? 'none' : String(post.data?.id);
    };
    expect(renderWith({ page: 'blogPost', slug: 'abc' }, { post: { id: 9 } as never }, Probe)).toBe('9');
    expect(renderWith({ page: 'blogPost', slug: 'abc' }, { post: null }, Probe)).toBe('none');
  });
});
