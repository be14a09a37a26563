import type { User } from '@firm/contract';
import { describe, expect, it } from 'vitest';
import { json, testClient } from '../api/testing';
import { deletePost, hasNextPage, postKeys } from './posts';
import { createTag, deleteTag, tagsKey } from './tags';
import { fakeCache } from './testing';
import { createUser, deleteUser, updateUser, userForm, userKeys } from './users';

const ok = (data: unknown = null) => json({ success: true, message: 'ok', data });

describe('back-office posts', () => {
  it('keys the list with page, page_size 6 and search', () => {
    expect(postKeys.list(2, ' ação ')).toBe('/api/post/posts/?page=2&page_size=6&search=a%C3%A7%C3%A3o');
    expect(postKeys.list(1, '')).toBe('/api/post/posts/?page=1&page_size=6');
    expect(postKeys.item(7)).toBe('/api/post/posts/7/');
  });

  it("disables 'Próxima' when page * 6 >= count (§9)", () => {
    expect(hasNextPage(1, 7)).toBe(true);
    expect(hasNextPage(2, 12)).toBe(false);
  });

  it('removes the deleted row from every cached list at once, then revalidates', async () => {
    const list = postKeys.list(1, '');
    const searched = postKeys.list(1, 'x');
    const cache = fakeCache({
      [list]: { results: [{ id: 1 }, { id: 2 }], count: 8 },
      [searched]: { results: [{ id: 2 }], count: 1 },
    });
    const { client, calls } = testClient([new Response(null, { status: 204 })]);
    await deletePost(client, cache.mutate, 2);
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/post/posts/2/' });
    expect(cache.store.get(list)).toEqual({ results: [{ id: 1 }], count: 7 });
    expect(cache.store.get(searched)).toEqual({ results: [], count: 0 });
    expect(cache.revalidated).toContain(list);
  });

  it('leaves the cache alone when the delete fails', async () => {
    const list = postKeys.list(1, '');
    const cache = fakeCache({ [list]: { results: [{ id: 1 }], count: 1 } });
    const { client } = testClient([json({ success: false, message: 'Proibido' }, 403)]);
    await expect(deletePost(client, cache.mutate, 1)).rejects.toThrow('Proibido');
    expect(cache.store.get(list)).toEqual({ results: [{ id: 1 }], count: 1 });
  });
});

describe('tags', () => {
  it('appends a created tag to the cached list', async () => {
    const cache = fakeCache({ [tagsKey]: [{ id: 1, name: 'A' }] });
    const { client, calls } = testClient([ok({ id: 2, name: 'Nova' })]);
    await createTag(client, cache.mutate, '  Nova ');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/post/post-tags/', json: { name: 'Nova' } });
    expect(cache.store.get(tagsKey)).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'Nova' },
    ]);
  });

  it('removes a deleted tag', async () => {
    const cache = fakeCache({ [tagsKey]: [{ id: 1, name: 'A' }] });
    const { client, calls } = testClient([ok()]);
    await deleteTag(client, cache.mutate, 1);
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/post/post-tags/1/' });
    expect(cache.store.get(tagsKey)).toEqual([]);
  });
});

describe('users', () => {
  const ana: User = {
    id: 4,
    name: 'Ana Souza',
    email: 'ana@firm.br',
    title: 'Advogada',
    summary: '',
    oab: '',
    is_lawyer: true,
    is_staff: false,
    is_active: true,
    image: null,
  };
  const bruno: User = { ...ana, id: 5, name: 'Bruno', email: 'b@firm.br', title: 'Sócio' };

  it('creates by form data with the role flags, then revalidates the list', async () => {
    const cache = fakeCache({ [userKeys.list]: [ana] });
    const { client, calls } = testClient([ok(bruno)]);
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    await createUser(client, cache.mutate, {
      name: 'Bruno',
      email: 'b@firm.br',
      title: '',
      summary: '',
      oab: '',
      password: 'secret1',
      is_lawyer: false,
      is_staff: true,
      image: photo,
    });
    const form = calls[0]?.body as FormData;
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/user/create/' });
    expect(form.get('is_staff')).toBe('true');
    expect(form.get('is_lawyer')).toBe('false');
    expect((form.get('image') as File).name).toBe('me.png');
    expect(cache.revalidated).toContain(userKeys.list);
  });

  it('updates without the password when it is left blank, and refreshes the caches', async () => {
    const cache = fakeCache({ [userKeys.list]: [ana, bruno] });
    const { client, calls } = testClient([ok({ ...ana, name: 'Ana S.' })]);
    await updateUser(client, cache.mutate, 4, {
      name: 'Ana S.',
      email: ana.email,
      title: '',
      summary: '',
      oab: '',
      password: '',
      image: null,
    });
    const form = calls[0]?.body as FormData;
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: '/api/user/4/' });
    expect(form.has('password')).toBe(false);
    expect(form.has('is_staff')).toBe(false);
    expect(cache.store.get(userKeys.detail(4))).toMatchObject({ name: 'Ana S.' });
    expect((cache.store.get(userKeys.list) as User[])[0]?.name).toBe('Ana S.');
  });

  it('removes a deleted user from the list without a reload', async () => {
    const cache = fakeCache({ [userKeys.list]: [ana, bruno] });
    const { client, calls } = testClient([ok()]);
    await deleteUser(client, cache.mutate, 4);
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/user/4/delete/' });
    expect(cache.store.get(userKeys.list)).toEqual([bruno]);
  });

  it('builds multipart bodies: booleans as text, absent values left out', () => {
    const form = userForm({ name: 'x', is_staff: true, title: undefined, image: null });
    expect([...form.keys()]).toEqual(['name', 'is_staff']);
    expect(form.get('is_staff')).toBe('true');
  });
});
