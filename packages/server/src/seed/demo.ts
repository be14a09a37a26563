import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { fold } from '../lib/text';
import { loadSharp, processedImage, variantWidths, type ProcessedImage } from '../media/images';
import { saveMedia } from '../repositories/media';
import { createPost } from '../repositories/posts';
import { insertUser } from '../repositories/users';
import { demoCategories, demoLawyers, demoPosts, type DemoCategory } from './demoContent';

/** One palette per category: the illustrations are drawn, so the demo needs no binary files. */
const palettes: Record<DemoCategory, [string, string, string]> = {
  'Direito Trabalhista': ['#1f3a5f', '#35618f', '#c8a45d'],
  'Direito Previdenciário': ['#6b4e16', '#b08a3e', '#f3e2b3'],
  'Direito Civil': ['#1e4d3a', '#3f7d5f', '#cfe3d2'],
  'Direito de Família': ['#7a3b2a', '#b3664c', '#f1d4c4'],
  'Direito Imobiliário': ['#4a5321', '#7d8a3d', '#e4e8c6'],
  'Compliance Empresarial': ['#2e3a46', '#56687a', '#d5dde5'],
};

const ILLUSTRATION = { width: 960, height: 540 };
const PORTRAIT = { width: 600, height: 600 };

function illustration([dark, mid, light]: [string, string, string], seed: number): Buffer {
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 97 + i * 173) % 960;
    const y = (seed * 61 + i * 89) % 540;
    const r = 40 + ((seed + i * 37) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${light}" fill-opacity="0.18"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
      <rect width="960" height="540" fill="url(#g)"/>${circles}
      <rect x="300" y="150" width="360" height="250" rx="14" fill="${light}" fill-opacity="0.92"/>
      <rect x="340" y="195" width="240" height="16" rx="8" fill="${mid}"/>
      <rect x="340" y="235" width="280" height="12" rx="6" fill="${dark}" fill-opacity="0.5"/>
      <rect x="340" y="265" width="260" height="12" rx="6" fill="${dark}" fill-opacity="0.5"/>
      <rect x="340" y="295" width="220" height="12" rx="6" fill="${dark}" fill-opacity="0.5"/>
      <circle cx="600" cy="350" r="28" fill="${mid}"/>
    </svg>`,
  );
}

function portrait([bg, accent]: readonly [string, string]): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
      <rect width="600" height="600" fill="${bg}"/>
      <circle cx="300" cy="235" r="110" fill="${accent}"/>
      <path d="M110 600 C110 430 200 370 300 370 C400 370 490 430 490 600 Z" fill="${accent}"/>
    </svg>`,
  );
}

/**
 * A drawn picture stored the way an upload is (processImage: WebP variants at the same widths),
 * rasterised straight from the SVG, all widths at once and at a low encoder effort: the demo
 * content is made on a new database's first start, which must stay short.
 */
async function drawn(svg: Buffer, size: { width: number; height: number }): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const variants = await Promise.all(
    variantWidths(size.width).map(async (width) => {
      const { data, info } = await sharp(svg)
        .resize({ width })
        .webp({ quality: 80, effort: 0 })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, contentType: 'image/webp', bytes: data };
    }),
  );
  return processedImage(svg, variants);
}

/**
 * Demo content for an empty database (SEED_DEMO, default on). Runs once: any post, tag or
 * user besides the administrator means the database is in use, and nothing is added.
 */
export async function seedDemo(
  db: Kysely<Database>,
  adminId: number,
  scryptCost: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const [posts, tags, users] = await Promise.all([
    db.selectFrom('posts').select('id').limit(1).execute(),
    db.selectFrom('tags').select('id').limit(1).execute(),
    db.selectFrom('users').select('id').where('id', '!=', adminId).limit(1).execute(),
  ]);
  if (posts.length + tags.length + users.length > 0) return;

  const started = Date.now();
  // Every picture at once (libvips spreads them over the cores), and meanwhile the one password
  // hash the demo lawyers share: of a random password nobody knows (an administrator sets a
  // real one), so that a login attempt costs as much as for any other account.
  const [illustrations, portraits, unusablePassword] = await Promise.all([
    Promise.all(demoCategories.map((category, i) => drawn(illustration(palettes[category], i + 1), ILLUSTRATION))),
    Promise.all(demoLawyers.map((lawyer) => drawn(portrait(lawyer.colors), PORTRAIT))),
    hashPassword(randomBytes(18).toString('base64url'), scryptCost),
  ]);
  const categoryImages = new Map(demoCategories.map((category, i) => [category, illustrations[i]!]));

  await db.transaction().execute(async (trx) => {
    for (const image of [...categoryImages.values(), ...portraits]) await saveMedia(trx, image);
    const lawyerIds: number[] = [];
    for (const [i, lawyer] of demoLawyers.entries()) {
      lawyerIds.push(
        await insertUser(trx, {
          name: lawyer.name,
          email: lawyer.email,
          password_hash: unusablePassword,
          title: lawyer.title,
          summary: lawyer.summary,
          oab: lawyer.oab,
          is_lawyer: 1,
          is_staff: 0,
          is_active: 1,
          image_hash: portraits[i]!.hash,
          deleted_at: null,
        }),
      );
    }
    // Every category exists even if no post uses it yet, in the fallback list's order.
    for (const category of demoCategories) {
      await trx
        .insertInto('tags')
        .values({ name: category, name_key: fold(category), created_at: new Date().toISOString() })
        .execute();
    }
    const now = Date.now();
    // Oldest first, so ids follow publication order.
    for (const post of [...demoPosts].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const image = categoryImages.get(post.category)!;
      const otherImage = categoryImages.get(demoCategories[(demoCategories.indexOf(post.category) + 3) % 6]!)!;
      const created = await createPost(
        trx,
        {
          title: post.title,
          published_at: new Date(now - post.daysAgo * 24 * 60 * 60 * 1000)
            .toISOString()
            .replace(/T.*/, 'T12:00:00.000Z'),
          tags: [{ name: post.category }],
          image_alt: post.imageAlt,
          imageHash: image.hash,
          sections: post.sections.map(([type, content], order) => ({
            type,
            content,
            order,
            ...(type === 'image'
              ? { image: `/media/${otherImage.hash}.webp`, image_alt: 'Ilustração que acompanha o texto' }
              : {}),
          })),
        },
        lawyerIds[post.author]!,
      );
      if (!created.ok) throw new Error(`demo post "${post.title}" refused: ${created.reason}`);
    }
  });
  log.info({ ms: Date.now() - started, posts: demoPosts.length }, 'conteúdo de demonstração criado');
}
