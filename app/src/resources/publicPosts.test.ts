import { describe, expect, it, vi } from 'vitest';
import { json, testClient } from '../api/testing';
import {
  ALL_CATEGORIES,
  fetchPostsPage,
  fetchPublicTags,
  fetchPublicPost,
  fetchTeaser,
  publicPostKeys,
} from './publicPosts';
import { blogListKeys } from './blogPosts';
import { fetchTeam } from './team';

const page = (ids: number[], count: number) => ({
  success: true,
  message: 'ok',
  data: { results: ids.map((id) => ({ id, title: `P${id}` })), count },
});

describe('public post keys', () => {
  it('omits tags for Todos and an empty title (§7)', () => {
    const key = blogListKeys.page({ category: ALL_CATEGORIES, title: '  ' });
    expect(key(0, null)).toBe('/api/post/public-posts/?page=1');
  });

  it('adds the category and the title, and counts pages from 1', () => {
    const key = blogListKeys.page({ category: 'Direito de Família', title: 'guarda' });
    expect(key(1, { results: [{}] as never, count: 5 })).toBe(
      '/api/post/public-posts/?page=2&tags=Direito+de+Fam%C3%ADlia&title=guarda',
    );
  });

  it('stops when everything is loaded', () => {
    const key = blogListKeys.page({ category: null, title: '' });
    expect(key(1, { results: [{}, {}] as never, count: 2 })).toBeNull();
    expect(key(1, { results: [] as never, count: 9 })).toBeNull();
  });

  it('gives the whole list one serialised key for server prefill', () => {
    expect(blogListKeys.list({ category: null, title: '' })).toContain('/api/post/public-posts/?page=1');
  });

  it('names the post and tag endpoints', () => {
    expect(publicPostKeys.post('guarda compartilhada')).toBe('/api/post/public-posts/guarda%20compartilhada/');
    expect(publicPostKeys.tags).toBe('/api/post/public-post-tags/');
    expect(publicPostKeys.teaser).toBe('/api/post/public-posts/');
  });
});

describe('public post fetchers', () => {
  it('reads data.results for the teaser', async () => {
    const { client, calls } = testClient([json(page([1, 2], 2))]);
    expect((await fetchTeaser(client)).map((p) => p.id)).toEqual([1, 2]);
    expect(calls[0]?.url).toBe('/api/post/public-posts/');
  });

  it('treats a malformed list as an error (§8)', async () => {
    const { client } = testClient([json({ success: true, message: 'ok', data: { items: [] } })]);
    await expect(fetchPostsPage(client, '/api/post/public-posts/?page=1')).rejects.toThrow('Malformed');
  });

  it('answers null for an unknown slug and throws other failures', async () => {
    const missing = testClient([json({ success: false, message: 'Post não encontrado' }, 404)]).client;
    expect(await fetchPublicPost(missing, 'x')).toBeNull();
    const broken = testClient([json({}, 500)]).client;
    await expect(fetchPublicPost(broken, 'x')).rejects.toThrow('HTTP error! status: 500');
  });

  it("reads the public tags (the screen adds 'Todos' itself)", async () => {
    const ok = testClient([json({ success: true, message: 'ok', data: [{ name: 'Todos' }, { name: 'Trabalhista' }] })]);
    expect(await fetchPublicTags(ok.client)).toEqual([{ name: 'Trabalhista' }]);
    expect(ok.calls[0]?.url).toBe('/api/post/public-post-tags/');
  });
});

describe('team (§7/§8)', () => {
  it('reads data when successful', async () => {
    const member = { name: 'Ana', image: null, title: 'Advogada', summary: '', oab: 'OAB/SP 1' };
    const { client } = testClient([json({ success: true, message: 'ok', data: [member] })]);
    expect(await fetchTeam(client)).toEqual([member]);
  });

  it("logs 'Failed to fetch team members' when unsuccessful and 'Failed to load team members' on failure", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unsuccessful = testClient([json({ success: false, message: 'x', data: null })]).client;
    expect(await fetchTeam(unsuccessful)).toEqual([]);
    expect(log).toHaveBeenLastCalledWith('Failed to fetch team members');
    const failing = testClient([new TypeError('offline')]).client;
    expect(await fetchTeam(failing)).toEqual([]);
    expect(log).toHaveBeenLastCalledWith('Failed to load team members', expect.anything());
    log.mockRestore();
  });
});
