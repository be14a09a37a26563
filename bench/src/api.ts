import type { TestImage } from './images';

/** The few API calls the benchmark makes (docs/api.md), over fetch; every failure throws. */

export interface ApiPost {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  sections: { id: number; order: number; type: string }[];
}

export interface NewPost {
  title: string;
  published_at: string;
  tags: { name: string }[];
  sections: { type: string; content: string; order: number; image_alt?: string }[];
}

/** A multipart file part (a copy: Blob wants a plain ArrayBuffer, a Buffer may share a pool). */
const blob = (image: TestImage) => new Blob([new Uint8Array(image.bytes)], { type: image.mime });

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export class Api {
  constructor(readonly baseURL: string) {}

  private async call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Token ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(this.baseURL + path, { method, headers, body: payload });
    const text = await response.text();
    let envelope: Envelope<T> | undefined;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      // not JSON: reported below with the status
    }
    if (!response.ok || !envelope?.success) {
      throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
    }
    return envelope.data;
  }

  async login(email: string, password: string): Promise<string> {
    return (await this.call<{ token: string }>('POST', '/api/user/token/', null, { email, password })).token;
  }

  async createTag(token: string, name: string): Promise<void> {
    await this.call('POST', '/api/post/post-tags/', token, { name });
  }

  async createLawyer(
    token: string,
    person: { name: string; email: string; password: string; title: string; summary: string; oab: string },
    photo: TestImage,
  ): Promise<void> {
    const form = new FormData();
    for (const [key, value] of Object.entries(person)) form.set(key, value);
    form.set('is_lawyer', 'true');
    form.set('is_staff', 'false');
    form.set('image', blob(photo), photo.name);
    await this.call('POST', '/api/user/create/', token, form);
  }

  async createPost(token: string, post: NewPost): Promise<ApiPost> {
    return this.call<ApiPost>('POST', '/api/post/posts/', token, post);
  }

  async uploadPostImage(token: string, postId: number, image: TestImage, alt: string): Promise<void> {
    const form = new FormData();
    form.set('image', blob(image), image.name);
    form.set('image_alt', alt);
    await this.call('POST', `/api/post/posts/${postId}/upload-image/`, token, form);
  }

  async uploadSectionImage(token: string, sectionId: number, image: TestImage): Promise<void> {
    const form = new FormData();
    form.set('image', blob(image), image.name);
    await this.call('POST', `/api/post/post-sections/${sectionId}/upload-image/`, token, form);
  }

  async updateSection(token: string, sectionId: number, content: string): Promise<void> {
    await this.call('PATCH', `/api/post/post-sections/${sectionId}/`, token, { content });
  }

  /** Slugs of the newest published posts, newest first. */
  async publicPostSlugs(count: number): Promise<string[]> {
    const page = await this.call<{ results: { slug: string }[] }>(
      'GET',
      `/api/post/public-posts/?page_size=${count}`,
      null,
    );
    return page.results.map((p) => p.slug);
  }

  async publicPostSlugAt(index: number): Promise<string> {
    const page = await this.call<{ results: { slug: string }[] }>(
      'GET',
      `/api/post/public-posts/?page_size=1&page=${index + 1}`,
      null,
    );
    const slug = page.results[0]?.slug;
    if (!slug) throw new Error(`no published post at position ${index}`);
    return slug;
  }

  async publicPost(slug: string): Promise<ApiPost> {
    return this.call<ApiPost>('GET', `/api/post/public-posts/${encodeURIComponent(slug)}/`, null);
  }

  async publicPostCount(): Promise<number> {
    return (await this.call<{ count: number }>('GET', '/api/post/public-posts/?page_size=1', null)).count;
  }
}
