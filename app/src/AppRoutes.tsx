import { lazy, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { pageRoutes, type PublicPage } from '@firm/contract';
import { Lazy } from './routing/Lazy';
import { preloadable } from './routing/preloadable';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';

// Each public page is a chunk of its own, so a visitor's first load carries one page's screens,
// not all of them. Server-rendered pages preload theirs before rendering (preloadPage).
const HomeRoute = preloadable(() => import('./routes/public/HomeRoute').then((m) => m.HomeRoute));
const BlogRoute = preloadable(() => import('./routes/public/BlogRoute').then((m) => m.BlogRoute));
const BlogPostRoute = preloadable(() => import('./routes/public/BlogPostRoute').then((m) => m.BlogPostRoute));
const PrivacyRoute = preloadable(() => import('./routes/public/PrivacyRoute').then((m) => m.PrivacyRoute));
const NotFoundRoute = preloadable(() => import('./routes/public/NotFoundRoute').then((m) => m.NotFoundRoute));

/** Each public page's component and the name of its chunk (its module's file name). */
const publicRoutes = {
  home: [HomeRoute, 'HomeRoute'],
  blog: [BlogRoute, 'BlogRoute'],
  blogPost: [BlogPostRoute, 'BlogPostRoute'],
  privacy: [PrivacyRoute, 'PrivacyRoute'],
  notFound: [NotFoundRoute, 'NotFoundRoute'],
  backoffice: null,
} satisfies Record<PublicPage['page'], readonly [{ preload(): Promise<void> }, string] | null>;

/**
 * Loads the code of the page `matchPage` found, so it renders without suspending: the server
 * awaits it before renderToString, the browser before hydrating. Staff pages load on their own.
 */
export function preloadPage(page: PublicPage): Promise<void> {
  return publicRoutes[page.page]?.[0].preload() ?? Promise.resolve();
}

/** The name of the page's route chunk (the server links it for preloading), null for staff pages. */
export function pageChunkName(page: PublicPage): string | null {
  return publicRoutes[page.page]?.[1] ?? null;
}

// The back office is split away: none of its code (forms, date picker, drag and
// drop) reaches a visitor's page; it loads when a staff route is opened.
const BackofficeShell = lazy(() => import('./routes/backoffice/BackofficeShell'));
const LoginRoute = lazy(() => import('./routes/backoffice/LoginRoute'));
const PostListRoute = lazy(() => import('./routes/backoffice/PostListRoute'));
const PostEditorRoute = lazy(() => import('./routes/backoffice/PostEditorRoute'));
const UserListRoute = lazy(() => import('./routes/backoffice/UserListRoute'));
const UserFormRoute = lazy(() => import('./routes/backoffice/UserFormRoute'));

/** Every route gets its own error boundary, reset when the path changes. */
function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary key={pathname}>{children}</RouteErrorBoundary>;
}

const page = (element: ReactNode) => <Page>{element}</Page>;

const lazyPage = (element: ReactNode) => (
  <Page>
    <Lazy>{element}</Lazy>
  </Page>
);

export function AppRoutes() {
  // No Suspense boundary around the public pages: React Router navigates in a transition, so
  // while a page's chunk loads the previous page stays on screen. (A boundary here would also let
  // hydration pause at it, and the first state update after start-up would then finish the
  // page's hydration in one long, blocking task.)
  return (
    <Routes>
      <Route path={pageRoutes.home} element={page(<HomeRoute />)} />
      <Route path={pageRoutes.blog} element={page(<BlogRoute />)} />
      <Route path={pageRoutes.blogPost} element={page(<BlogPostRoute />)} />
      <Route path={pageRoutes.privacy} element={page(<PrivacyRoute />)} />
      <Route path={pageRoutes.login} element={lazyPage(<LoginRoute />)} />
      {/* The staff frame stays mounted across staff pages (no key): only its pages reset. */}
      <Route
        element={
          <RouteErrorBoundary>
            <Lazy>
              <BackofficeShell />
            </Lazy>
          </RouteErrorBoundary>
        }
      >
        <Route path={pageRoutes.posts} element={lazyPage(<PostListRoute />)} />
        <Route path={pageRoutes.postsAdd} element={lazyPage(<PostEditorRoute mode="create" />)} />
        <Route path={pageRoutes.postsEdit} element={lazyPage(<PostEditorRoute mode="edit" />)} />
        <Route path={pageRoutes.users} element={lazyPage(<UserListRoute />)} />
        <Route path={pageRoutes.usersAdd} element={lazyPage(<UserFormRoute mode="create" />)} />
        <Route path={pageRoutes.usersMe} element={lazyPage(<UserFormRoute mode="profile" />)} />
        <Route path={pageRoutes.usersEdit} element={lazyPage(<UserFormRoute mode="edit" />)} />
      </Route>
      <Route path="*" element={page(<NotFoundRoute />)} />
    </Routes>
  );
}
