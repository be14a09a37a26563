import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row types of the database, as the initial migration creates them. The same types hold
 * on SQLite and PostgreSQL: booleans are 0/1 integers and timestamps ISO-8601 UTC text
 * (yyyy-MM-ddTHH:mm:ss.SSSZ), which sort correctly as text on both engines.
 */
type Id = Generated<number>;
/** pg returns COUNT(*) and bigint as text; normalise where read. */
type Bool = number;

export interface UsersTable {
  id: Id;
  name: string;
  email: string;
  /** Folded, lowercase e-mail; unique; null once the user is deleted (the address becomes free). */
  email_key: string | null;
  password_hash: string;
  title: string;
  summary: string;
  oab: string;
  is_lawyer: Bool;
  is_staff: Bool;
  is_active: Bool;
  image_hash: string | null;
  created_at: string;
  updated_at: string;
  /** Deleted users are kept (their posts stay published under their name) but hidden everywhere. */
  deleted_at: string | null;
}

export interface TokensTable {
  id: Id;
  user_id: number;
  /** sha256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface LoginFailuresTable {
  id: Id;
  email_key: string;
  address: string;
  created_at: string;
}

export interface TagsTable {
  id: Id;
  name: string;
  /** Folded lowercase name: unique, and what tag filters match. */
  name_key: string;
  created_at: string;
}

export interface PostsTable {
  id: Id;
  slug: string;
  title: string;
  /** Folded lowercase title, for accent- and case-insensitive search on both engines. */
  title_key: string;
  /** Folded lowercase text of all sections. */
  body_key: string;
  /** First 180 characters of the first paragraph or title section, kept with the post (no N+1 in lists). */
  excerpt: string;
  image_hash: string | null;
  image_alt: string;
  published_at: string;
  reading_time: string;
  user_id: number;
  created_at: string;
  updated_at: string;
}

export interface PostSlugsTable {
  /** Every slug a post has had, the current one included: old addresses keep working. */
  slug: string;
  post_id: number;
}

export interface PostTagsTable {
  post_id: number;
  tag_id: number;
  /** The first tag (position 0) is the post's category. */
  position: number;
}

export interface SectionsTable {
  id: Id;
  post_id: number;
  type: string;
  content: string;
  position: number;
  image_hash: string | null;
  image_alt: string;
}

export interface MediaTable {
  /** Content hash of the uploaded bytes; the URL of each variant is derived from it. */
  hash: string;
  width: number;
  height: number;
  /** Comma-separated widths of the stored variants, ascending. */
  widths: string;
  created_at: string;
}

export interface MediaFilesTable {
  hash: string;
  width: number;
  content_type: string;
  bytes: ColumnType<Buffer, Buffer, Buffer>;
}

/** A single row (id 1): how many writes that visitors can see have committed (cache/responseCache.ts). */
export interface ContentVersionTable {
  id: number;
  n: number;
}

/** What the write that made `version` changed: its dependencies, space-separated. */
export interface ContentChangesTable {
  version: number;
  dependencies: string;
  /** The process that wrote it (its own answers are dropped already). */
  origin: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  tokens: TokensTable;
  login_failures: LoginFailuresTable;
  tags: TagsTable;
  posts: PostsTable;
  post_slugs: PostSlugsTable;
  post_tags: PostTagsTable;
  sections: SectionsTable;
  media: MediaTable;
  media_files: MediaFilesTable;
  content_version: ContentVersionTable;
  content_changes: ContentChangesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type PostRow = Selectable<PostsTable>;
export type PostUpdate = Updateable<PostsTable>;
export type SectionRow = Selectable<SectionsTable>;
export type SectionUpdate = Updateable<SectionsTable>;
export type TagRow = Selectable<TagsTable>;
export type MediaRow = Selectable<MediaTable>;
