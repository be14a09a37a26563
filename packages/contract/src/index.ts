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
