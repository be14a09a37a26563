import { z } from 'zod';
import { envelopeSchema, emptyDataSchema } from './envelope';
import {
  paginatedSchema,
  postSchema,
  postSectionSchema,
  postSummarySchema,
  publicPersonSchema,
  sectionTypes,
  tagSchema,
  userSchema,
} from './entities';
import {
  emailField,
  nameField,
  newPasswordField,
  oabField,
  passwordField,
  professionalTitleField,
  summaryField,
} from './fields';

// ---------------------------------------------------------------------------
// Field helpers shared by JSON and form-data bodies (form data sends every value as text).

/** A non-negative integer given as a number (JSON) or as digits (form data, query string). */
export const intField = (min: number, max: number, message = 'Número inválido') =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,12}$/, message),
      ],
      { error: message },
    )
    .transform((v) => Number(v))
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

/** A boolean given as JSON true/false or as form text ('true'/'false', '1'/'0', 'on'/'off'). */
export const boolField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], {
    error: 'Valor inválido: use true ou false',
  })
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

export const idParamsSchema = z.object({ id: intField(1, 2_147_483_647, 'Identificador inválido') });
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(300) });

// ---------------------------------------------------------------------------
// Auth and users

export const loginRequestSchema = z.strictObject({
  email: z.string().trim().min(1, 'E-mail é obrigatório').max(254, 'E-mail inválido'),
  password: z.string().min(1, 'Senha é obrigatória').max(200, 'Senha deve ter no máximo 200 caracteres'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const tokenDataSchema = z.object({ token: z.string() });

/** Text fields of the create-user form (§7: form data; the optional image file is added by the server). */
export const userCreateFieldsSchema = z.strictObject({
  name: nameField,
  email: emailField,
  password: passwordField,
  title: professionalTitleField.optional(),
  summary: summaryField.optional(),
  oab: oabField.optional(),
  is_lawyer: boolField.optional(),
  is_staff: boolField.optional(),
  is_active: boolField.optional(),
});
export type UserCreateFields = z.infer<typeof userCreateFieldsSchema>;

/** Fields of PATCH /api/user/{id}/ and /api/user/me/ (any of them). */
export const userUpdateFieldsSchema = z.strictObject({
  name: nameField.optional(),
  email: emailField.optional(),
  password: newPasswordField.optional(),
  title: professionalTitleField.optional(),
  summary: summaryField.optional(),
  oab: oabField.optional(),
  is_lawyer: boolField.optional(),
  is_staff: boolField.optional(),
  is_active: boolField.optional(),
});
export type UserUpdateFields = z.infer<typeof userUpdateFieldsSchema>;

// ---------------------------------------------------------------------------
// Posts, sections, tags

export const postLimits = {
  titleMax: 200,
  sectionContentMax: 20_000,
  sectionsMax: 200,
  tagsMax: 10,
  tagNameMax: 50,
  altMax: 300,
  pageSizeMax: 100,
  publicPageSize: 9,
  searchMax: 200,
} as const;

/** UI names accepted on input ('list', 'numberedList', §3) and mapped to the server types. */
export const sectionTypeInputSchema = z
  .enum([...sectionTypes, 'list', 'numberedList'], { error: 'Tipo de seção inválido' })
  .transform((t) => (t === 'list' ? 'unordered_list' : t === 'numberedList' ? 'ordered_list' : t));

export const tagNameField = z
  .string({ error: 'Nome da categoria é obrigatório' })
  .trim()
  .min(1, 'Nome da categoria é obrigatório')
  .max(postLimits.tagNameMax, `Nome da categoria deve ter no máximo ${postLimits.tagNameMax} caracteres`);

export const altField = z
  .string()
  .trim()
  .max(postLimits.altMax, `Texto alternativo deve ter no máximo ${postLimits.altMax} caracteres`);

/** `published_at`: an ISO timestamp (any offset) or a date; answered as yyyy-MM-dd'T'HH:mm:ss.SSS'Z'. */
export const publishedAtField = z
  .string({ error: 'Data de publicação é obrigatória' })
  .trim()
  .min(1, 'Data de publicação é obrigatória')
  .max(40, 'Data de publicação inválida')
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/, 'Data de publicação inválida')
  .refine((v) => {
    const t = Date.parse(v);
    return Number.isFinite(t) && t >= Date.UTC(1900, 0, 1) && t < Date.UTC(10000, 0, 1);
  }, 'Data de publicação inválida')
  .transform((v) => new Date(Date.parse(v)).toISOString());

/** A section as sent inside a post (§7: {type, content, order}); `id` keeps an existing section and its image. */
export const sectionInputSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  type: sectionTypeInputSchema,
  content: z
    .string()
    .max(postLimits.sectionContentMax, `Conteúdo deve ter no máximo ${postLimits.sectionContentMax} caracteres`)
    .default(''),
  order: intField(0, 100_000, 'Ordem inválida').optional(),
  /** The address of an image already uploaded (what a loaded image section holds), or null to remove it. */
  image: z.string().max(500).nullable().optional(),
  image_alt: altField.optional(),
});
export type SectionInput = z.input<typeof sectionInputSchema>;

const postFields = {
  title: z
    .string({ error: 'Título é obrigatório' })
    .trim()
    .min(1, 'Título é obrigatório')
    .max(postLimits.titleMax, `Título deve ter no máximo ${postLimits.titleMax} caracteres`),
  published_at: publishedAtField,
  tags: z
    .array(z.strictObject({ name: tagNameField }), { error: 'Categorias inválidas' })
    .max(postLimits.tagsMax, `No máximo ${postLimits.tagsMax} categorias`),
  sections: z
    .array(sectionInputSchema, { error: 'Seções inválidas' })
    .max(postLimits.sectionsMax, `No máximo ${postLimits.sectionsMax} seções`),
  image_alt: altField,
};

/** POST /api/post/posts/ JSON body (§7). */
export const postCreateRequestSchema = z.strictObject({
  title: postFields.title,
  published_at: postFields.published_at,
  tags: postFields.tags.default([]),
  sections: postFields.sections.default([]),
  image_alt: postFields.image_alt.optional(),
});
export type PostCreateRequest = z.input<typeof postCreateRequestSchema>;

/** PATCH /api/post/posts/{id}/ JSON body: any of the fields; `sections`, when present, replaces the list. */
export const postUpdateRequestSchema = z.strictObject({
  title: postFields.title.optional(),
  published_at: postFields.published_at.optional(),
  tags: postFields.tags.optional(),
  sections: postFields.sections.optional(),
  image_alt: postFields.image_alt.optional(),
});
export type PostUpdateRequest = z.input<typeof postUpdateRequestSchema>;

/** POST /api/post/post-sections/ (form data or JSON; optional image file added by the server). */
export const sectionCreateFieldsSchema = z.strictObject({
  post: intField(1, 2_147_483_647, 'Post inválido'),
  type: sectionTypeInputSchema,
  content: sectionInputSchema.shape.content,
  order: intField(0, 100_000, 'Ordem inválida').optional(),
  image_alt: altField.optional(),
});
export const sectionUpdateFieldsSchema = z.strictObject({
  post: intField(1, 2_147_483_647, 'Post inválido').optional(),
  type: sectionTypeInputSchema.optional(),
  content: z
    .string()
    .max(postLimits.sectionContentMax, `Conteúdo deve ter no máximo ${postLimits.sectionContentMax} caracteres`)
    .optional(),
  order: intField(0, 100_000, 'Ordem inválida').optional(),
  image_alt: altField.optional(),
});

export const tagCreateRequestSchema = z.strictObject({ name: tagNameField });

const searchField = z.string().max(postLimits.searchMax, 'Busca muito longa');

/** GET /api/post/posts/?page&page_size&search */
export const backofficePostsQuerySchema = z.object({
  page: intField(1, 1_000_000, 'Página inválida').default(1),
  page_size: intField(1, postLimits.pageSizeMax, 'Tamanho de página inválido').default(6),
  search: searchField.optional(),
});

/** GET /api/post/public-posts/?page&page_size&tags&title */
export const publicPostsQuerySchema = z.object({
  page: intField(1, 1_000_000, 'Página inválida').default(1),
  page_size: intField(1, postLimits.pageSizeMax, 'Tamanho de página inválido').default(postLimits.publicPageSize),
  tags: z
    .string()
    .max(postLimits.tagNameMax * 2, 'Categoria inválida')
    .optional(),
  title: searchField.optional(),
});

export const sectionsQuerySchema = z.object({ post: intField(1, 2_147_483_647, 'Post inválido') });

// ---------------------------------------------------------------------------
// Responses (inside the envelope)

export const responses = {
  token: envelopeSchema(tokenDataSchema),
  empty: envelopeSchema(emptyDataSchema),
  user: envelopeSchema(userSchema),
  users: envelopeSchema(z.array(userSchema)),
  team: envelopeSchema(z.array(publicPersonSchema)),
  post: envelopeSchema(postSchema),
  postPage: envelopeSchema(paginatedSchema(postSummarySchema)),
  section: envelopeSchema(postSectionSchema),
  sections: envelopeSchema(z.array(postSectionSchema)),
  tag: envelopeSchema(tagSchema),
  tags: envelopeSchema(z.array(tagSchema)),
} as const;
