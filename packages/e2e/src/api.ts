import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** The shapes the suite reads back from the API (docs/api.md); only the fields it checks. */
export interface ApiUser {
  id: number;
  name: string;
  email: string;
  title: string;
  summary: string;
  is_lawyer: boolean;
  is_staff: boolean;
  is_active: boolean;
  image: string | null;
}

export interface ApiSection {
  id: number;
  type: string;
  content: string;
  order: number;
  image: string | null;
}

export interface ApiPost {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  tags: { id: number; name: string }[];
  published_at: string;
  reading_time: string;
  sections: ApiSection[];
  author?: { name: string; image: string | null };
  user_name?: string;
}

export interface NewSection {
  type: string;
  content: string;
  order: number;
}

export interface NewPost {
  title: string;
  published_at: string;
  tags: { name: string }[];
  sections: NewSection[];
}

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

async function data<T>(response: APIResponse, what: string): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${text}`).toBe(true);
  const body = JSON.parse(text) as Envelope<T>;
  expect(body.success, `${what}: ${text}`).toBe(true);
  return body.data;
}

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/** The API as the suite uses it to create content and to check what reached the server. */
export class Api {
  constructor(readonly request: APIRequestContext) {}

  async login(email: string, password: string): Promise<string> {
    const result = await data<{ token: string }>(
      await this.request.post('/api/user/token/', { data: { email, password } }),
      `login ${email}`,
    );
    return result.token;
  }

  /** The status of a sign-in attempt (200, or 400 for wrong credentials). */
  async loginStatus(email: string, password: string): Promise<number> {
    return (await this.request.post('/api/user/token/', { data: { email, password } })).status();
  }

  /** The status the API answers a token with (200 valid, 401 revoked or unknown). */
  async meStatus(token: string): Promise<number> {
    return (await this.request.get('/api/user/me/', { headers: auth(token) })).status();
  }

  async me(token: string): Promise<ApiUser> {
    return data<ApiUser>(await this.request.get('/api/user/me/', { headers: auth(token) }), 'me');
  }

  async users(token: string): Promise<ApiUser[]> {
    return data<ApiUser[]>(await this.request.get('/api/user/', { headers: auth(token) }), 'users');
  }

  async createUser(
    token: string,
    user: {
      name: string;
      email: string;
      password: string;
      title?: string;
      summary?: string;
      role: 'lawyer' | 'admin' | 'plain';
    },
  ): Promise<ApiUser> {
    return data<ApiUser>(
      await this.request.post('/api/user/create/', {
        headers: auth(token),
        multipart: {
          name: user.name,
          email: user.email,
          password: user.password,
          title: user.title ?? '',
          summary: user.summary ?? '',
          is_lawyer: String(user.role === 'lawyer'),
          is_staff: String(user.role === 'admin'),
        },
      }),
      `create user ${user.email}`,
    );
  }

  async updateUser(token: string, id: number, fields: Record<string, string>): Promise<APIResponse> {
    return this.request.patch(`/api/user/${id}/`, { headers: auth(token), multipart: fields });
  }

  async createPost(token: string, post: NewPost): Promise<ApiPost> {
    return data<ApiPost>(
      await this.request.post('/api/post/posts/', { headers: auth(token), data: post }),
      `create post ${post.title}`,
    );
  }

  async uploadPostImage(token: string, id: number, image: Buffer): Promise<ApiPost> {
    return data<ApiPost>(
      await this.request.post(`/api/post/posts/${id}/upload-image/`, {
        headers: auth(token),
        multipart: { image: { name: 'capa.png', mimeType: 'image/png', buffer: image } },
      }),
      'upload post image',
    );
  }

  async uploadSectionImage(token: string, sectionId: number, image: Buffer): Promise<ApiSection> {
    return data<ApiSection>(
      await this.request.post(`/api/post/post-sections/${sectionId}/upload-image/`, {
        headers: auth(token),
        multipart: { image: { name: 'secao.png', mimeType: 'image/png', buffer: image } },
      }),
      'upload section image',
    );
  }

  async post(token: string, id: number): Promise<ApiPost> {
    return data<ApiPost>(await this.request.get(`/api/post/posts/${id}/`, { headers: auth(token) }), `post ${id}`);
  }

  async postStatus(token: string, id: number): Promise<number> {
    return (await this.request.get(`/api/post/posts/${id}/`, { headers: auth(token) })).status();
  }

  /** Back-office search (title or category), every post including scheduled ones. */
  async searchPosts(token: string, search: string): Promise<{ count: number; results: ApiPost[] }> {
    const query = new URLSearchParams({ page: '1', page_size: '100', search });
    return data(await this.request.get(`/api/post/posts/?${query}`, { headers: auth(token) }), `search ${search}`);
  }

  async tags(token: string): Promise<{ id: number; name: string }[]> {
    return data(await this.request.get('/api/post/post-tags/', { headers: auth(token) }), 'tags');
  }

  async publicPostStatus(slug: string): Promise<number> {
    return (await this.request.get(`/api/post/public-posts/${encodeURIComponent(slug)}/`)).status();
  }

  async publicPost(slug: string): Promise<ApiPost> {
    return data<ApiPost>(await this.request.get(`/api/post/public-posts/${encodeURIComponent(slug)}/`), slug);
  }

  async publicPosts(params: Record<string, string>): Promise<{ count: number; results: ApiPost[] }> {
    return data(await this.request.get(`/api/post/public-posts/?${new URLSearchParams(params)}`), 'public posts');
  }
}
