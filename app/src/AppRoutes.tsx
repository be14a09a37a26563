import { lazy, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { routePatterns } from './paths';
import { Lazy } from './routing/Lazy';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { BlogPostRoute } from './routes/public/BlogPostRoute';
import { BlogRoute } from './routes/public/BlogRoute';
import { HomeRoute } from './routes/public/HomeRoute';
import { NotFoundRoute } from './routes/public/NotFoundRoute';
import { PrivacyRoute } from './routes/public/PrivacyRoute';

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
  return (
    <Routes>
      <Route path={routePatterns.home} element={page(<HomeRoute />)} />
      <Route path={routePatterns.blog} element={page(<BlogRoute />)} />
      <Route path={routePatterns.blogPost} element={page(<BlogPostRoute />)} />
      <Route path={routePatterns.privacy} element={page(<PrivacyRoute />)} />
      <Route path={routePatterns.login} element={lazyPage(<LoginRoute />)} />
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
        <Route path={routePatterns.posts} element={lazyPage(<PostListRoute />)} />
        <Route path={routePatterns.postsAdd} element={lazyPage(<PostEditorRoute mode="create" />)} />
        <Route path={routePatterns.postsEdit} element={lazyPage(<PostEditorRoute mode="edit" />)} />
        <Route path={routePatterns.users} element={lazyPage(<UserListRoute />)} />
        <Route path={routePatterns.usersAdd} element={lazyPage(<UserFormRoute mode="create" />)} />
        <Route path={routePatterns.usersMe} element={lazyPage(<UserFormRoute mode="profile" />)} />
        <Route path={routePatterns.usersEdit} element={lazyPage(<UserFormRoute mode="edit" />)} />
      </Route>
      <Route path="*" element={page(<NotFoundRoute />)} />
    </Routes>
  );
}
