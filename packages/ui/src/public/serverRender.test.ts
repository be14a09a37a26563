import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadLazyModules } from '../primitives/internal/lazyModule';
import { ThemeProvider } from '../theme';
import { BlogListPage } from './BlogListPage';
import { blogFirstPage } from './BlogListPage/BlogListPage.fixtures';
import { LandingPage } from './LandingPage';
import { landingReady } from './LandingPage/LandingPage.fixtures';
import { NotFoundPage } from './NotFoundPage';
import { PostPage } from './PostPage';
import { postNotFound, postReady } from './PostPage/PostPage.fixtures';
import { PrivacyPage } from './PrivacyPage';

/** The server renders these screens in Node: nothing may touch window or document while rendering. */
function render(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(createElement(ThemeProvider, null, element)));
  } finally {
    sheet.seal();
  }
}

const noop = () => undefined;

describe('public screens render on the server', () => {
  // As the server does before rendering: the code of the parts the browser loads later.
  beforeAll(() => preloadLazyModules());

  it('landing page, with every section anchor', () => {
    const html = render(createElement(LandingPage, landingReady));
    for (const id of ['services', 'blog', 'about', 'contact']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('Saiba Seus Direitos');
  });

  it('blog list', () => {
    const html = render(
      createElement(BlogListPage, {
        ...blogFirstPage,
        onCategoryChange: noop,
        onSearchChange: noop,
        onLoadMore: noop,
        loadMoreHref: '/blog?page=2',
      }),
    );
    expect(html).toContain('Carregar mais');
    expect(html).toContain('href="/blog?page=2"');
    expect(html).toContain('12/03/2025');
  });

  it('post page: the article text is in the HTML', () => {
    const html = render(createElement(PostPage, { post: postReady }));
    expect(html).toContain('Quais verbas entram na rescisão');
    const main = html.match(/<img[^>]*alt="Ilustração de um termo de rescisão[^>]*>/)?.[0] ?? '';
    expect(main).toMatch(/fetchpriority="high"/i);
    expect(main).toContain('loading="eager"');
    expect(main).toContain('width="1200"');
  });

  it('post not found, 404 and privacy pages', () => {
    expect(render(createElement(PostPage, { post: postNotFound }))).toContain('Publicação não encontrada.');
    expect(render(createElement(NotFoundPage))).toContain('Oops! Page not found');
    expect(render(createElement(PrivacyPage))).toContain('Política de Privacidade');
  });
});
