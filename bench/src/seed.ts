import { randomBytes } from 'node:crypto';
import { fallbackCategories } from '@firm/contract/forms';
import type { Api, ApiPost } from './api';
import { postSpec, type PostSpec } from './content';
import { testImage, type TestImage } from './images';

export interface PostImages {
  cover: TestImage;
  /** One per image section, in order. */
  sections: TestImage[];
}

/**
 * Publishes a post the way the back office's editor does (app/src/resources/savePost.ts): the
 * post with its sections as JSON, then the main image, then each section image in order.
 */
export async function publishPost(api: Api, token: string, spec: PostSpec, images: PostImages): Promise<ApiPost> {
  const post = await api.createPost(token, {
    title: spec.title,
    published_at: spec.publishedAt,
    tags: [{ name: spec.category }],
    sections: spec.sections.map((section, order) => ({
      type: section.type,
      content: section.content,
      order,
      ...(section.alt ? { image_alt: section.alt } : {}),
    })),
  });
  await api.uploadPostImage(token, post.id, images.cover, spec.imageAlt);
  const returned = [...post.sections].sort((a, b) => a.order - b.order);
  const imageSections = spec.sections.flatMap((section, order) => (section.type === 'image' ? [order] : []));
  for (const [n, order] of imageSections.entries()) {
    const section = returned[order];
    const image = images.sections[n % images.sections.length];
    if (!section || !image) throw new Error(`post ${post.id}: no section at position ${order}`);
    await api.uploadSectionImage(token, section.id, image);
  }
  return post;
}

export interface SeedResult {
  posts: number;
  uploads: number;
  ms: number;
  /** The post the pages and the load test use: the newest, with every section type and images. */
  showcase: { slug: string; title: string; image: string };
}

const lawyers = [
  {
    name: 'Helena Campos',
    email: 'helena.campos@bench.camposvieira.test',
    title: 'Advogada trabalhista e previdenciária',
    summary: 'Sócia fundadora. Atua desde 2012 em reclamações trabalhistas, aposentadorias e revisões de benefícios.',
    oab: 'OAB/SP 245.318',
  },
  {
    name: 'Rafael Vieira',
    email: 'rafael.vieira@bench.camposvieira.test',
    title: 'Advogado cível, de família e sucessões',
    summary: 'Sócio fundador. Dedica-se a contratos, questões imobiliárias, divórcios e inventários.',
    oab: 'OAB/SP 287.604',
  },
];

/** Runs `task` over 0..count-1 with at most `concurrency` in flight; the first failure stops it. */
async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < count) {
      const index = next++;
      try {
        await task(index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/**
 * The benchmark's content, through the API as staff would add it: the six categories, two
 * lawyers with photos, then `count` posts written by them, every image through the upload
 * pipeline. A dozen distinct covers (the server stores an image once per content hash, but
 * processes every upload). The showcase post (index 0) gets larger images, like a phone photo.
 */
export async function seed(api: Api, adminToken: string, count: number, concurrency = 4): Promise<SeedResult> {
  const started = performance.now();
  for (const name of fallbackCategories) await api.createTag(adminToken, name);

  const tokens: string[] = [];
  for (const [i, lawyer] of lawyers.entries()) {
    const password = randomBytes(12).toString('base64url');
    await api.createLawyer(adminToken, { ...lawyer, password }, await testImage(50 + i, 600, 600));
    tokens.push(await api.login(lawyer.email, password));
  }

  const covers = await Promise.all(Array.from({ length: 12 }, (_, i) => testImage(i, 1280, 720)));
  const sectionImages = [await testImage(20, 960, 540), await testImage(21, 960, 540, 'png')];
  const showcaseImages: PostImages = {
    cover: await testImage(30, 2000, 1125),
    sections: [await testImage(31, 1600, 900), await testImage(32, 1200, 675, 'png')],
  };

  let uploads = 0;
  let showcase: ApiPost | undefined;
  await pool(count, concurrency, async (index) => {
    const spec = postSpec(index);
    const images = index === 0 ? showcaseImages : { cover: covers[index % covers.length]!, sections: sectionImages };
    const post = await publishPost(api, tokens[index % tokens.length]!, spec, images);
    uploads += 1 + spec.sections.filter((s) => s.type === 'image').length;
    if (index === 0) showcase = post;
  });
  if (!showcase) throw new Error('seed: the showcase post was not created');
  const published = await api.publicPost(showcase.slug);
  if (!published.image) throw new Error(`seed: the showcase post ${published.slug} has no cover image`);
  const visible = await api.publicPostCount();
  if (visible < count) throw new Error(`seed: ${visible} published posts, expected ${count}`);
  return {
    posts: count,
    uploads,
    ms: performance.now() - started,
    showcase: { slug: published.slug, title: published.title, image: published.image },
  };
}
