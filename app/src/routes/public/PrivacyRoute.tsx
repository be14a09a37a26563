import { PrivacyPage } from '@firm/ui/public';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { pageTitles } from '../../seo/pageMeta';

/** /privacidade: the LGPD page (beyond the spec). */
export function PrivacyRoute() {
  useDocumentTitle(pageTitles.privacy);
  return <PrivacyPage />;
}
