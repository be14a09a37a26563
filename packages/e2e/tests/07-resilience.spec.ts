import type { Page, Route } from '@playwright/test';
import { expect, hydrated, open, test, useToken } from '../src/fixtures';
import { pngFile } from '../src/images';
import { createPerson, loginThroughUi, openStaff, records } from '../src/staff';

/** Flow 7: the API failing in the browser (§8): the spec's texts and 'Tentar novamente', never a blank page. */

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, message: 'Erro interno do servidor.' }),
  });

/** The API "goes away": every call fails at the network level. */
async function apiDown(page: Page): Promise<void> {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
}

/** The page still shows its frame: never a blank page. */
async function expectFrame(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(50);
}

test.describe('resiliência no navegador', () => {
  test('a API responde 500: listas do painel mostram o erro e Tentar novamente', async ({ page, guard, admin }) => {
    guard.allowConsoleError(/status of 500/);
    guard.allowConsoleError(/API GET \/api\/(user|post\/posts)\/.* failed: Erro interno do servidor\./);
    guard.allowConsoleError(/API GET \/api\/user\/ failed: Erro interno do servidor\./);
    await useToken(page, admin.token);

    // Users: an HTTP failure, then an unsuccessful answer; 'Tentar novamente' reloads the page.
    await page.route('**/api/user/', serverError);
    await openStaff(page, '/users', 'Usuários');
    const alert = page.getByRole('alert').filter({ hasText: 'Erro ao carregar usuários' });
    await expect(alert).toBeVisible();
    await expectFrame(page);
    await guard.checkA11y(page, 'usuários com erro');
    await page.unroute('**/api/user/');
    await page.route('**/api/user/', (route) =>
      route.fulfill({ json: { success: false, message: 'Sem permissão para listar.', data: null } }),
    );
    guard.allowConsoleError(/Sem permissão para listar/);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Falha ao carregar usuários' })).toBeVisible();
    await page.unroute('**/api/user/');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(records(page, 'Usuários').filter({ hasText: admin.email })).toHaveCount(1);

    // Posts.
    await page.route('**/api/post/posts/?*', serverError);
    await openStaff(page, '/posts', 'Posts');
    const postsAlert = page.getByRole('alert').filter({ hasText: 'Erro ao carregar posts' });
    await expect(postsAlert).toBeVisible();
    await expectFrame(page);
    await guard.checkA11y(page, 'posts com erro');
    await page.unroute('**/api/post/posts/?*');
    await postsAlert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(postsAlert).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Buscar posts' })).toBeVisible();
  });

  test('a API sai do ar no meio da visita: blog, post e login', async ({ page, guard, api, admin, uid }) => {
    guard.allowConsoleError(/net::ERR_CONNECTION_REFUSED/);
    guard.allowConsoleError(/API (GET|POST) \/api\/.* failed: Failed to fetch/);
    const category = `Direito de Família ${uid}`;
    const post = await api.createPost(admin.token, {
      title: `Pensão alimentícia ${uid}`,
      published_at: '2025-06-01T12:00:00.000Z',
      tags: [{ name: category }],
      sections: [{ type: 'paragraph', content: 'Quem paga e quanto.', order: 0 }],
    });

    await open(page, '/blog');
    await guard.checkA11y(page, 'blog');
    await apiDown(page);
    await page.getByRole('group', { name: 'Categorias' }).getByRole('button', { name: category }).click();
    const listError = page.getByRole('alert').filter({ hasText: 'Erro ao carregar publicações' });
    await expect(listError).toBeVisible();
    await expectFrame(page);
    await guard.checkA11y(page, 'blog com erro');
    await page.unroute('**/api/**');
    await listError.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('link', { name: post.title })).toBeVisible();

    // Opening a post while the API is away.
    await apiDown(page);
    await page.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    const postError = page.getByRole('alert').filter({ hasText: 'Erro ao carregar publicação.' });
    await expect(postError).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para o blog' })).toBeVisible();
    await guard.checkA11y(page, 'post com erro');
    await page.unroute('**/api/**');
    await postError.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);

    // Signing in while the API is away: the §8 exception text.
    await open(page, '/login');
    await apiDown(page);
    await loginThroughUi(page, admin.email, admin.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Erro ao fazer login. Tente novamente.' })).toBeVisible();
    await guard.checkA11y(page, 'login com a API fora do ar');
    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await hydrated(page);
    await guard.checkA11y(page, 'página inicial');
  });

  test('falha no upload da imagem de uma seção: erro e o editor mantém tudo', async ({
    page,
    guard,
    api,
    admin,
    uid,
  }) => {
    test.setTimeout(180_000);
    guard.allowConsoleError(/status of 500/);
    guard.allowConsoleError(
      /API POST \/api\/post\/post-sections\/\d+\/upload-image\/ failed: Upload failed with status: 500/,
    );
    guard.allowConsoleError(/Post save failed/);
    const lawyer = await createPerson(api, admin.token, uid, 'lawyer', `Gustavo Reis ${uid}`);
    const category = `Direito Empresarial ${uid}`;
    await api.request.post('/api/post/post-tags/', {
      headers: { Authorization: `Token ${lawyer.token}` },
      data: { name: category },
    });

    await useToken(page, lawyer.token);
    await openStaff(page, '/posts/add', 'Criar Novo Post');
    const title = `Abertura de empresa ${uid}`;
    await page.getByLabel('Título', { exact: true }).fill(title);
    await page.getByLabel('Categoria', { exact: true }).selectOption(category);
    await page.getByLabel('Data de publicação').fill('15/04/2025');
    await page.getByLabel('Data de publicação').press('Escape');
    await page.getByRole('button', { name: 'Adicionar Seção' }).click();
    await page.getByRole('menuitem', { name: 'Parágrafo', exact: true }).click();
    await page.getByLabel('Texto do parágrafo').fill('MEI, ME ou LTDA: qual escolher.');
    await page.getByRole('button', { name: 'Adicionar Seção' }).click();
    await page.getByRole('menuitem', { name: 'Imagem', exact: true }).click();
    await page.getByLabel('Imagem da seção').setInputFiles(pngFile('junta.png', [100, 100, 30], [30, 30, 30]));
    await page.getByLabel('Texto alternativo', { exact: true }).fill('Fachada da junta comercial');

    let failures = 0;
    await page.route('**/api/post/post-sections/*/upload-image/', (route) => {
      failures += 1;
      return serverError(route);
    });
    await page.getByRole('button', { name: 'Publicar Post' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Erro ao salvar post. Tente novamente.' })).toContainText(
      'Não foi possível enviar a imagem da seção 2. O post só será publicado quando tudo for salvo.',
    );
    expect(failures).toBe(1);
    // Nothing half-made is public: the post waits in the back office, held, until its image is stored.
    const [held] = (await api.searchPosts(lawyer.token, title)).results;
    expect(held?.published_at).toBe('9999-12-31T00:00:00.000Z');
    expect(await api.publicPostStatus(held!.slug)).toBe(404);
    await expect(page).toHaveURL(/\/posts\/add$/);
    await guard.checkA11y(page, 'editor com erro ao salvar');

    // Everything typed is still there.
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Categoria', { exact: true })).toHaveValue(category);
    await expect(page.getByLabel('Data de publicação')).toHaveValue('15/04/2025');
    await expect(page.getByLabel('Texto do parágrafo')).toHaveValue('MEI, ME ou LTDA: qual escolher.');
    await expect(page.getByLabel('Texto alternativo', { exact: true })).toHaveValue('Fachada da junta comercial');
    await expect(page.getByRole('img', { name: 'Fachada da junta comercial' })).toBeVisible();

    // The upload works again: the retry completes the same post (no duplicate).
    await page.unroute('**/api/post/post-sections/*/upload-image/');
    await page.getByRole('button', { name: 'Publicar Post' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await hydrated(page);
    await guard.checkA11y(page, 'blog');
    const found = (await api.searchPosts(lawyer.token, title)).results;
    expect(found).toHaveLength(1);
    const saved = await api.post(lawyer.token, found[0]!.id);
    expect(saved.published_at).toBe('2025-04-15T03:00:00.000Z');
    expect(await api.publicPostStatus(saved.slug)).toBe(200);
    expect(saved.sections.map((s) => s.type)).toEqual(['paragraph', 'image']);
    expect(saved.sections[1]!.image).toMatch(/^\/media\/.+\.webp$/);
  });
});
