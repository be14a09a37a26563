import {
  allTags,
  longTitleSummary,
  postSummaries,
  postSummariesWithoutImages,
  secondPage,
} from '../shared/posts.fixtures';
import type { BlogListPageProps } from './BlogListPage';

type BlogListData = Pick<BlogListPageProps, 'posts' | 'tags' | 'category'>;

const tagsReady: BlogListPageProps['tags'] = { status: 'ready', tags: allTags };

/** First page of eight posts: 'Carregar mais' shows. */
export const blogFirstPage: BlogListData = {
  posts: { status: 'ready', posts: postSummaries, count: postSummaries.length + secondPage.length },
  tags: tagsReady,
  category: 'Todos',
};

export const blogAllLoaded: BlogListData = {
  posts: { status: 'ready', posts: [...postSummaries, ...secondPage], count: postSummaries.length + secondPage.length },
  tags: tagsReady,
  category: 'Todos',
};

export const blogLoadingMore: BlogListData = {
  posts: { ...blogFirstPage.posts, status: 'ready', posts: postSummaries, count: 8, loadingMore: true },
  tags: tagsReady,
  category: 'Todos',
};

export const blogLoading: BlogListData = { posts: { status: 'loading' }, tags: tagsReady, category: 'Todos' };

export const blogError: BlogListData = { posts: { status: 'error' }, tags: tagsReady, category: 'Todos' };

export const blogEmpty: BlogListData = {
  posts: { status: 'ready', posts: [], count: 0 },
  tags: tagsReady,
  category: 'Todos',
};

export const blogEmptyCategory: BlogListData = {
  posts: { status: 'ready', posts: [], count: 0 },
  tags: tagsReady,
  category: 'Direito Imobiliário',
};

export const blogPrevidenciario: BlogListData = {
  posts: {
    status: 'ready',
    posts: postSummaries.filter((post) => post.tags[0]?.name === 'Direito Previdenciário'),
    count: 2,
  },
  tags: tagsReady,
  category: 'Direito Previdenciário',
};

export const blogTagsLoading: BlogListData = { ...blogFirstPage, tags: { status: 'loading' } };

export const blogTagsFailed: BlogListData = { ...blogFirstPage, tags: { status: 'error' } };

export const blogLongTitles: BlogListData = {
  posts: { status: 'ready', posts: [longTitleSummary, ...postSummaries.slice(0, 2)], count: 3 },
  tags: tagsReady,
  category: 'Todos',
};

export const blogWithoutImages: BlogListData = {
  posts: { status: 'ready', posts: postSummariesWithoutImages, count: 6 },
  tags: tagsReady,
  category: 'Todos',
};
