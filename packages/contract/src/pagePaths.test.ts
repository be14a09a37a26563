import { describe, expect, it } from 'vitest';
import { BLOG_MAX_PAGES, matchPage, pagePaths, parseBlogQuery } from './pagePaths';

describe('page paths', () => {
  it('builds and matches the same addresses', () => {
    expect(pagePaths.blogPost('a b')).toBe('/blog/a%20b');
    expect(matchPage(pagePaths.blogPost('a b'))).toEqual({ page: 'blogPost', slug: 'a b' });
    for (const path of [
      pagePaths.login,
      pagePaths.posts,
      pagePaths.postsAdd,
      pagePaths.postsEdit(3),
      pagePaths.users,
      pagePaths.usersAdd,
      pagePaths.usersMe,
      pagePaths.usersEdit(3),
    ]) {
      expect(matchPage(path)).toEqual({ page: 'backoffice' });
    }
    expect(matchPage('/posts/edit')).toEqual({ page: 'notFound' });
    expect(matchPage('/users/edit/3/x')).toEqual({ page: 'notFound' });
    expect(matchPage('/privacidade/')).toEqual({ page: 'privacy' });
  });

  it('builds the blog list addresses, defaults left out', () => {
    expect(pagePaths.blogList({})).toBe('/blog');
    expect(pagePaths.blogList({ page: 1, category: null, q: '' })).toBe('/blog');
    expect(pagePaths.blogList({ page: 2 })).toBe('/blog?page=2');
    expect(pagePaths.blogList({ page: 3, category: 'Direito Civil', q: 'aviso & prazo' })).toBe(
      '/blog?category=Direito%20Civil&q=aviso%20%26%20prazo&page=3',
    );
  });

  it('reads a blog list query back, normalised; a bad page is 1, a large one at most BLOG_MAX_PAGES', () => {
    const query = { page: 3, category: 'Direito Civil', q: 'aviso & prazo' };
    expect(parseBlogQuery(pagePaths.blogList(query).slice('/blog'.length))).toEqual(query);
    // What a GET form submits: '+' for spaces, empty fields, the submitter's category last.
    expect(parseBlogQuery('?q=+aviso+pr%C3%A9vio+&category=Direito+Civil')).toEqual({
      page: 1,
      category: 'Direito Civil',
      q: 'aviso prévio',
    });
    expect(parseBlogQuery('q=&category=')).toEqual({ page: 1, category: null, q: '' });
    expect(parseBlogQuery('category=Todos').category).toBeNull();
    for (const bad of ['abc', '0', '-1', '2.5', '1e3', '', '%', '99999999999999999999']) {
      expect(parseBlogQuery(`page=${bad}`).page, bad).toBe(1);
    }
    expect(parseBlogQuery('page=999999').page).toBe(BLOG_MAX_PAGES);
    expect(parseBlogQuery(`page=${BLOG_MAX_PAGES}`).page).toBe(BLOG_MAX_PAGES);
    expect(parseBlogQuery('page=2&page=7').page).toBe(2);
    expect(parseBlogQuery('q=%E0%A4%A').q).toBe('%E0%A4%A');
    expect(matchPage('/blog', '?page=2&q=x')).toEqual({ page: 'blog', blog: { page: 2, category: null, q: 'x' } });
    expect(matchPage('/blog/')).toEqual({ page: 'blog', blog: { page: 1, category: null, q: '' } });
  });
});
