/**
 * What a held answer was made from, and what a write changed: the response cache drops exactly
 * the answers that share a dependency with a write (docs/decisions/0019). A public answer lists
 * everything it shows; a write lists everything it changed that some public answer may show.
 * Writes that no public answer shows (sign-in, sign-out, tokens, login failures, a password)
 * list nothing and drop nothing.
 */
export type Dependency = string;

export const dependsOn = {
  /** Any list of published posts: the blog's pages, the home page's teaser, the public JSON list. */
  postLists: 'posts',
  /** One post as a visitor sees it (its page and its public JSON). */
  post: (id: number): Dependency => `post:${id}`,
  /** The list of categories (the blog's filter, the public JSON). */
  categories: 'tags',
  /** One category's name, shown on the posts that carry it. */
  category: (id: number): Dependency => `tag:${id}`,
  /** The team (the home page, the public JSON). */
  team: 'team',
  /** One person's public face (name, photo, title, summary, OAB), shown as a post's author. */
  person: (id: number): Dependency => `user:${id}`,
  /** The bytes of one stored image. */
  image: (hash: string): Dependency => `media:${hash}`,
} as const;

/** Told what a committed write changed, and the content version it made (undefined after a failure). */
export type ContentChangeListener = (changed: Dependency[], version: number | undefined) => void;

/** Collects what a write changed (plugins/database.ts hands one to every transaction). */
export class Changes {
  private readonly set = new Set<Dependency>();

  add(...dependencies: Dependency[]): this {
    for (const d of dependencies) this.set.add(d);
    return this;
  }

  get list(): Dependency[] {
    return [...this.set];
  }

  get size(): number {
    return this.set.size;
  }
}
