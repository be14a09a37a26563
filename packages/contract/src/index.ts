export { firm, whatsappChatUrl } from './firm';
export {
  imageVariantSchema,
  imageInfoSchema,
  tagSchema,
  sectionTypes,
  sectionTypeSchema,
  postSectionSchema,
  publicPersonSchema,
  userSchema,
  isoTimestampSchema,
  postSchema,
  postSummarySchema,
  paginatedSchema,
} from './entities';
export type {
  ImageVariant,
  ImageInfo,
  Tag,
  SectionType,
  PostSection,
  PublicPerson,
  PostAuthor,
  TeamMember,
  User,
  Post,
  PostSummary,
  Paginated,
} from './entities';
export { limits } from './limits';
export {
  nameField,
  emailField,
  passwordField,
  newPasswordField,
  professionalTitleField,
  summaryField,
  oabField,
  roles,
  roleField,
  PASSWORD_MISMATCH,
  IMAGE_TOO_LARGE,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_TOO_MANY_PIXELS,
} from './fields';
export { sniffImageFormat } from './imageFormat';
export type { ImageFormat } from './imageFormat';
export type { Role } from './fields';
export { envelopeSchema, fieldErrorsSchema, errorEnvelopeSchema, emptyDataSchema } from './envelope';
export type { Envelope, FieldErrors, ErrorEnvelope } from './envelope';
export { apiRoutes, apiPaths, designSystemPath } from './paths';
export { publicApiRoutes, publicApiPaths } from './publicPaths';
export type { ApiRoute } from './paths';
export {
  pagePaths,
  pageRoutes,
  crawlerPaths,
  crawlerDisallowed,
  matchPage,
  parseBlogQuery,
  BLOG_MAX_PAGES,
} from './pagePaths';
export type { BlogListQuery, PublicPage } from './pagePaths';
export { isAppServerEntry } from './serverEntry';
export type { AppPage, PrefetchedData, RenderOptions, AppServerEntry } from './serverEntry';
export { SAO_PAULO_UTC_OFFSET_HOURS, inSaoPaulo } from './calendar';
export { excerpt, excerptSource, postExcerpt } from './excerpt';
export {
  intField,
  boolField,
  idParamsSchema,
  slugParamsSchema,
  loginRequestSchema,
  tokenDataSchema,
  userCreateFieldsSchema,
  userUpdateFieldsSchema,
  postLimits,
  sectionTypeInputSchema,
  tagNameField,
  altField,
  publishedAtField,
  sectionInputSchema,
  postCreateRequestSchema,
  postUpdateRequestSchema,
  sectionCreateFieldsSchema,
  sectionUpdateFieldsSchema,
  tagCreateRequestSchema,
  backofficePostsQuerySchema,
  publicPostsQuerySchema,
  sectionsQuerySchema,
  responses,
} from './api';
export type {
  LoginRequest,
  UserCreateFields,
  UserUpdateFields,
  SectionInput,
  PostCreateRequest,
  PostUpdateRequest,
} from './api';
