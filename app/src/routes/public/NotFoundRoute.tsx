import { NotFoundPage } from '@firm/ui/public';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { pageTitles } from '../../seo/pageMeta';

/** Any unknown path (the server answers it with status 404). */
export function NotFoundRoute() {
  useDocumentTitle(pageTitles.notFound);
  return <NotFoundPage />;
}
