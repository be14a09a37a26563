import type { Api, ApiPost, NewSection } from '../src/api';
import { expect, hydrated, open, openMissingPost, test } from '../src/fixtures';
import { png } from '../src/images';
import { createPerson } from '../src/staff';

/** Flow 2: a visitor on the blog (§2 Blog list, Post page; §4 Blog list; §8 public texts). */

const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}T15:00:00.000Z`;

async function post(
  api: Api,
  token: string,
  title: string,
  category: string,
  publishedAt: string,
  sections?: NewSection[],
) {
  return api.createPost(token, {
    title,
    published_at: publishedAt,
    tags: [{ name: category }],
    sections: sections ?? [{ type: 'paragraph', content: `Texto de ${title}.`, order: 0 }],
  });
}

test.describe('visitante no blog', () => {
  test('categorias, busca com e sem acento, carregar mais e post agendado ausente', async ({
    page,
    guard,
    api,
    admin,
    uid,
  }) => {
    // Ten published posts and a scheduled one, in a category of this test only.
    const category = `Previdência e Trabalho ${uid}`;
    const other = `Direito Imobiliário ${uid}`;
    for (let n = 1; n <= 8; n++) await post(api, admin.token, `Artigo ${n} sobre direitos ${uid}`, category, day(n));
    const previdencia = await post(api, admin.token, `Previdência Social: o que muda ${uid}`, category, day(9));
    await post(api, admin.token, `Aposentadoria especial ${uid}`, category, day(10), [
      { type: 'paragraph', content: 'Quem trabalha exposto a agentes nocivos.', order: 0 },
    ]);
    const future = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().replace(/\.\d+Z$/, '.000Z');
    const scheduled = await post(api, admin.token, `Agendado para o futuro ${uid}`, category, future);
    await post(api, admin.token, `Compra de imóvel na planta ${uid}`, other, day(11));

    await open(page, '/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const chips = page.getByRole('group', { name: 'Categorias' }).getByRole('button');
    await expect(chips.first()).toHaveText('Todos');
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.filter({ hasText: category })).toHaveCount(1);
    await guard.checkA11y(page, 'blog');

    // Filtering by a category: the request names it, page 1, and the list holds only its posts.
    const filtered = page.waitForRequest(
      (r) => r.url().includes('/api/post/public-posts/?') && r.url().includes('tags='),
    );
    await chips.filter({ hasText: category }).click();
    const filterUrl = new URL((await filtered).url());
    expect(filterUrl.searchParams.get('tags')).toBe(category);
    expect(filterUrl.searchParams.get('page')).toBe('1');
    await expect(chips.filter({ hasText: category })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Mostrando 9 de 10 publicações')).toBeVisible();
    const results = page.locator('[aria-labelledby="blog-results-title"]');
    const cards = results.locator('li');
    const titles = results.getByRole('heading', { level: 3 });
    await expect(titles.first()).toHaveText(`Aposentadoria especial ${uid}`);
    await expect(titles).toHaveCount(9);
    await expect(page.getByText(`Compra de imóvel na planta ${uid}`)).toHaveCount(0);
    // Each card: badge with the category, date, reading time.
    const first = cards.filter({ hasText: `Aposentadoria especial ${uid}` }).first();
    await expect(first).toContainText(category);
    await expect(first).toContainText('10/03/2025');
    await expect(first).toContainText('1 min de leitura');
    await guard.checkA11y(page, 'blog filtrado');

    // Load more until the end: the 10th post, then no button; the scheduled one never shows.
    await page.getByRole('link', { name: 'Carregar mais' }).click();
    await expect(page.getByText('10 publicações', { exact: true })).toBeVisible();
    await expect(titles).toHaveCount(10);
    await expect(titles.last()).toHaveText(`Artigo 1 sobre direitos ${uid}`);
    await expect(page.getByRole('link', { name: 'Carregar mais' })).toHaveCount(0);
    await expect(page.getByText(`Agendado para o futuro ${uid}`)).toHaveCount(0);
    expect((await api.publicPosts({ tags: category, page_size: '100' })).count).toBe(10);

    // Searching without accents finds the accented title (debounced, then one request).
    const search = page.getByLabel('Buscar pelo título');
    const searched = page.waitForRequest((r) => r.url().includes('title='));
    await search.fill('previdencia social');
    const searchUrl = new URL((await searched).url());
    expect(searchUrl.searchParams.get('title')).toBe('previdencia social');
    expect(searchUrl.searchParams.get('tags')).toBe(category);
    expect(searchUrl.searchParams.get('page')).toBe('1');
    await expect(titles).toHaveCount(1);
    await expect(titles.first()).toHaveText(previdencia.title);
    await expect(page.getByText('1 publicação', { exact: true })).toBeVisible();
    // With accents too.
    await search.fill('PREVIDÊNCIA SOCIAL');
    await expect(page.getByText('1 publicação', { exact: true })).toBeVisible();
    await expect(titles.first()).toHaveText(previdencia.title);

    // The scheduled post is absent even when searched for by name.
    await search.fill(`agendado para o futuro ${uid}`);
    await expect(page.getByText('Nenhuma publicação encontrada para esta categoria.')).toBeVisible();
    await guard.checkA11y(page, 'blog sem resultados');
    // Clearing the search is a new query: page 1 again (§4), not the two pages loaded before.
    await search.fill('');
    await expect(page.getByText('Mostrando 9 de 10 publicações')).toBeVisible();
    await expect(titles).toHaveCount(9);

    // Back to 'Todos'.
    await chips.first().click();
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Agendado para o futuro ${uid}`)).toHaveCount(0);

    // The scheduled post's address is a 404 too, for the API and the page.
    expect(await api.publicPostStatus(scheduled.slug)).toBe(404);
    await openMissingPost(page, guard, scheduled.slug, 'post agendado');
  });

  test('voltar a uma busca já feita recomeça na página 1', async ({ page, guard, api, admin, uid }) => {
    // SWR alone would restore the page count cached for a query seen before; §4 says page 1.
    const category = `Família ${uid}`;
    for (let n = 1; n <= 10; n++) await post(api, admin.token, `Guarda compartilhada ${n} ${uid}`, category, day(n));
    await open(page, '/blog');
    await page.getByRole('group', { name: 'Categorias' }).getByRole('button', { name: category }).click();
    await expect(page.getByText('Mostrando 9 de 10 publicações')).toBeVisible();
    await page.getByRole('link', { name: 'Carregar mais' }).click();
    await expect(page.getByText('10 publicações', { exact: true })).toBeVisible();
    await page.getByLabel('Buscar pelo título').fill('guarda compartilhada 1');
    await expect(page.getByText('2 publicações', { exact: true })).toBeVisible();
    await page.getByLabel('Buscar pelo título').fill('');
    await expect(page.getByText('Mostrando 9 de 10 publicações')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Carregar mais' })).toBeVisible();
    await guard.checkA11y(page, 'blog');
  });

  test('abrir um post: todas as seções, copiar link e compartilhar no WhatsApp', async ({
    page,
    context,
    guard,
    api,
    admin,
    uid,
    baseURL,
  }, testInfo) => {
    const author = await createPerson(api, admin.token, uid, 'lawyer', 'Helena Campos', {
      title: 'Advogada previdenciária',
      summary: 'Atua há dez anos com benefícios do INSS.',
    });
    const category = `Direito Previdenciário ${uid}`;
    const created = await post(api, author.token, `BPC/LOAS: quem tem direito ${uid}`, category, day(20), [
      { type: 'title', content: 'O que é o benefício', order: 0 },
      { type: 'paragraph', content: 'O BPC garante um salário mínimo por mês.', order: 1 },
      { type: 'subtitle', content: 'Quem pode pedir', order: 2 },
      { type: 'unordered_list', content: 'Idosos a partir de 65 anos\nPessoas com deficiência', order: 3 },
      { type: 'subsubtitle', content: 'Documentos', order: 4 },
      { type: 'ordered_list', content: 'Agende no INSS\nLeve os documentos\nAguarde a perícia', order: 5 },
      { type: 'image', content: 'Fachada de uma agência do INSS', order: 6 },
    ]);
    await api.uploadPostImage(author.token, created.id, png([20, 60, 110], [200, 170, 90]));
    await api.uploadSectionImage(author.token, created.sections[6]!.id, png([90, 120, 40], [240, 240, 240]));
    const published: ApiPost = await api.publicPost(created.slug);
    expect(published.reading_time).toMatch(/^\d+ min de leitura$/);

    // From the list to the post, as a visitor does (a client-side navigation).
    await open(page, '/blog');
    await page.getByRole('group', { name: 'Categorias' }).getByRole('button', { name: category }).click();
    await expect(page.getByRole('link', { name: created.title })).toBeVisible();
    await guard.checkA11y(page, 'blog filtrado');
    await page.getByRole('link', { name: created.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${created.slug}$`));
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(created.title);
    await expect(article).toContainText(category);
    await expect(article).toContainText('20/03/2025');
    await expect(article).toContainText(published.reading_time);
    await expect(article).toContainText('Helena Campos');
    await expect(article).toContainText('Advogada previdenciária');
    await expect(article).toContainText('Atua há dez anos com benefícios do INSS.');
    await guard.checkA11y(page, 'post');

    // Every section type, in order, with its element.
    await expect(article.getByRole('heading', { level: 2, name: 'O que é o benefício' })).toBeVisible();
    await expect(article.getByText('O BPC garante um salário mínimo por mês.')).toBeVisible();
    await expect(article.getByRole('heading', { level: 3, name: 'Quem pode pedir' })).toBeVisible();
    const bullets = article.locator('ul').filter({ hasText: 'Idosos a partir de 65 anos' }).locator('li');
    await expect(bullets).toHaveText(['Idosos a partir de 65 anos', 'Pessoas com deficiência']);
    await expect(article.getByRole('heading', { level: 4, name: 'Documentos' })).toBeVisible();
    await expect(article.locator('ol > li')).toHaveText(['Agende no INSS', 'Leve os documentos', 'Aguarde a perícia']);
    const figure = article.getByRole('figure', { name: 'Fachada de uma agência do INSS' });
    await expect(figure.locator('figcaption')).toHaveText('Fachada de uma agência do INSS');
    await expect(figure.locator('img')).toHaveJSProperty('complete', true);
    expect(await figure.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const mainImage = article.locator('img').first();
    expect(await mainImage.getAttribute('src')).toContain('/media/');

    // Share menu: copy link ('Link Copiado!' for 2 s) and the WhatsApp address.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const url = `${baseURL}/blog/${created.slug}`;
    const share = page.getByRole('button', { name: 'Compartilhar' });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const whatsapp = page.getByRole('link', { name: /Enviar pelo WhatsApp/ });
    const shareUrl = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${shareUrl.origin}${shareUrl.pathname}`).toBe('https://wa.me/');
    expect(shareUrl.searchParams.get('text')).toBe(`${created.title} ${url}`);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await guard.checkA11y(page, 'menu de compartilhar');

    await page.clock.install();
    await page.getByRole('button', { name: 'Copiar link' }).click();
    const copied = page.getByRole('button', { name: 'Link Copiado!' });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.clock.runFor(1_500);
    await expect(copied).toBeVisible();
    await page.clock.runFor(600);
    await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible();
    await expect(copied).toHaveCount(0);

    // The native share entry appears only where the browser has one.
    const hasNativeShare = await page.evaluate(() => typeof navigator.share === 'function');
    await expect(page.getByRole('button', { name: 'Compartilhar…' })).toHaveCount(hasNativeShare ? 1 : 0);
    testInfo.annotations.push({ type: 'navigator.share', description: String(hasNativeShare) });
  });

  test('endereços desconhecidos respondem 404', async ({ page, guard, uid }) => {
    await openMissingPost(page, guard, `nao-existe-${uid}`, 'post inexistente');
    await expect(page.getByRole('link', { name: 'Ver todas as publicações' })).toHaveAttribute('href', '/blog');

    const unknown = await page.goto(`/pagina-${uid}/que-nao-existe`);
    expect(unknown?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    const home = page.getByRole('link', { name: 'Voltar para a página inicial' });
    await expect(home).toHaveAttribute('href', '/');
    await guard.checkA11y(page, 'página inexistente');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#services')).toBeVisible();
    await guard.checkA11y(page, 'página inicial');
  });
});
