import { z } from 'zod';

/**
 * Entities as they travel on the wire (snake_case, as the spec's §3 and §7 name them).
 * Requests, responses and form schemas are built from these; nothing else in the
 * repo redeclares an entity's shape.
 */

/** Width variants made at upload, for `srcset`; `url` is content-addressed. */
export const imageVariantSchema = z.object({ width: z.number().int().positive(), url: z.string() });
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** Intrinsic size and variants of an uploaded image (explicit width/height avoid layout shift). */
export const imageInfoSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(imageVariantSchema),
});
export type ImageInfo = z.infer<typeof imageInfoSchema>;

export const tagSchema = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** Server section types (§3). The UI names 'list' and 'numberedList' map to the two list types. */
export const sectionTypes = [
  'title',
  'subtitle',
  'subsubtitle',
  'paragraph',
  'unordered_list',
  'ordered_list',
  'image',
] as const;
export const sectionTypeSchema = z.enum(sectionTypes);
export type SectionType = z.infer<typeof sectionTypeSchema>;

export const postSectionSchema = z.object({
  id: z.number().int(),
  post: z.number().int(),
  type: sectionTypeSchema,
  /** Text; list sections hold one item per line (joined with '\n'). */
  content: z.string(),
  order: z.number().int().nonnegative(),
  image: z.string().nullable(),
  image_alt: z.string(),
  image_info: imageInfoSchema.nullable(),
});
export type PostSection = z.infer<typeof postSectionSchema>;

/** The public face of a post's author or a team member: never e-mail, flags or ids. */
export const publicPersonSchema = z.object({
  name: z.string(),
  image: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  /** OAB registration, e.g. 'OAB/SP 123.456' (bar rules require it on a lawyer's publicity). */
  oab: z.string(),
});
export type PublicPerson = z.infer<typeof publicPersonSchema>;
export type PostAuthor = PublicPerson;
export type TeamMember = PublicPerson;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  summary: z.string(),
  oab: z.string(),
  is_lawyer: z.boolean(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  image: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** `published_at` format of §3: yyyy-MM-dd'T'HH:mm:ss.SSS'Z'. */
export const isoTimestampSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

export const postSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  image_alt: z.string(),
  image_info: imageInfoSchema.nullable(),
  tags: z.array(tagSchema),
  published_at: isoTimestampSchema,
  /** 'N min de leitura'. */
  reading_time: z.string(),
  sections: z.array(postSectionSchema),
  /** Owner (the user who created it). */
  user: z.number().int(),
  author: publicPersonSchema,
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
});
export type Post = z.infer<typeof postSchema>;

/** A row of a post list (back office and public): no sections, plus an excerpt for cards. */
export const postSummarySchema = postSchema.omit({ sections: true }).extend({
  /** First 180 characters of the first paragraph or title section (§2). */
  excerpt: z.string(),
  /** The creator's name, for the back-office 'Criador' column. */
  user_name: z.string(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), count: z.number().int().nonnegative() });
export type Paginated<T> = { results: T[]; count: number };
