import { describe, expect, it } from 'vitest';
import { matchPage, pagePaths } from './pagePaths';

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
});
