/**
 * Public-site code that a shared chunk may hold: the visitor screens and primitives, and the app's
 * public routes, hooks, head and routing helpers (AppRoutes gives each public page a chunk).
 * Listed by path because a rule only sees a module id: a module used by staff pages alone must
 * not land in a chunk every visitor loads, and "used by two chunks" alone would let it in.
 */
const PUBLIC_CODE =
  /[\\/]packages[\\/]ui[\\/]src[\\/](?:public|primitives)[\\/]|[\\/]app[\\/]src[\\/](?:routes[\\/]public|resources[\\/](?:publicPosts|blogPosts|team|swr)|seo|routing[\\/](?!leaveGuard))/;
/** Primitives only the back office uses (and its libraries: date picker, toasts). */
const STAFF_PRIMITIVES =
  /[\\/]primitives[\\/](?:DateField|ImagePicker|Table|Pagination|ConfirmDialog|PasswordField|Toaster)[\\/]/;

/**
 * Where a visitor's code goes (docs/architecture.md, "Bundle"). A public page loads the entry
 * chunk (everything its first render statically needs: React, the router, styled-components,
 * SWR, the app shell), `public` (screens and hooks two or more public pages share: layout, nav,
 * footer, post cards, data hooks) and its own route chunk. The back office and its libraries stay
 * in the lazy chunks rolldown makes on its own.
 *
 * `public` counts staff chunks among a module's users, so a part that one public page shares
 * with the back office would otherwise reach every visitor. Those parts get chunks of their own,
 * loaded only by the pages that use them: `post` (the article: /blog/{slug}, the editor's
 * preview; with the author's photo, which the landing page's team block also shows), `fields` (/ and /blog: the search box and its frame) and `contact` (/: the contact
 * form's fields). Their dependencies stay where they are (in `public` or the entry), so these
 * chunks hold just the matched modules.
 */
export const codeSplitting = {
  groups: [
    { name: 'index', priority: 3, tags: ['$initial' as const] },
    {
      name: 'post',
      priority: 2,
      includeDependenciesRecursively: false,
      test: /[\\/]packages[\\/]ui[\\/]src[\\/]public[\\/](?:PostArticle[\\/]|shared[\\/]PersonPhoto\.tsx$)/,
    },
    {
      name: 'fields',
      priority: 2,
      includeDependenciesRecursively: false,
      minShareCount: 2,
      test: /[\\/]packages[\\/]ui[\\/]src[\\/]primitives[\\/](?:FormField|SearchField)[\\/]/,
    },
    {
      name: 'contact',
      priority: 2,
      includeDependenciesRecursively: false,
      minShareCount: 2,
      test: /[\\/]packages[\\/]ui[\\/]src[\\/]primitives[\\/](?:TextField|TextArea|Select)[\\/]/,
    },
    {
      name: 'public',
      priority: 1,
      minShareCount: 2,
      test: (id: string) => PUBLIC_CODE.test(id) && !STAFF_PRIMITIVES.test(id),
    },
  ],
};
