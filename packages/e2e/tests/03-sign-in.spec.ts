import { expect, hydrated, open, test, useToken } from '../src/fixtures';
import { createPerson, expectLoginScreen, loginThroughUi, staffLink, staffNav } from '../src/staff';

/** Flow 3: staff sign-in (§2 Login, Staff navigation; §4 Authentication). */

const GUARDED = ['/posts', '/posts/add', '/posts/edit/1', '/users', '/users/add', '/users/me', '/users/edit/1'];

test.describe('entrada da equipe', () => {
  test('senha errada, entrada, recarga, saída que revoga o token e /login já autenticado', async ({
    page,
    guard,
    api,
    admin,
    uid,
  }) => {
    const lawyer = await createPerson(api, admin.token, uid, 'lawyer', 'Lúcia Andrade');

    await open(page, '/login');
    await expectLoginScreen(page);
    await expect(page.getByLabel('Email ou Usuário')).toHaveAttribute('type', 'email');
    await guard.checkA11y(page, 'login');

    // Both fields are required.
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('E-mail é obrigatório')).toBeVisible();
    await expect(page.getByText('Senha é obrigatória')).toBeVisible();

    // Wrong password: the spec's message, which clears as soon as the user types.
    guard.allowConsoleError(/status of 400/);
    guard.allowConsoleError(/API POST \/api\/user\/token\/ failed: Credenciais inválidas/);
    await loginThroughUi(page, lawyer.email, 'senha-errada');
    const wrong = page.getByRole('alert').filter({ hasText: 'Credenciais inválidas. Tente novamente.' });
    await expect(wrong).toBeVisible();
    await guard.checkA11y(page, 'login com erro');
    await page.getByLabel('Senha', { exact: true }).pressSequentially('x');
    await expect(wrong).toBeHidden();

    // The show/hide toggle.
    const password = page.getByLabel('Senha', { exact: true });
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    // Success lands on / with the token kept under 'token'.
    await password.fill(lawyer.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await hydrated(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(await api.meStatus(token!)).toBe(200);
    expect((await api.me(token!)).email).toBe(lawyer.email);
    await guard.checkA11y(page, 'página inicial após a entrada');

    // The token survives a reload: the back office opens without asking again.
    await page.goto('/posts');
    await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    await expect(staffNav(page)).toContainText('Lúcia Andrade');
    await expect(staffNav(page)).toContainText('Advogado');
    await guard.checkA11y(page, 'posts');

    // A signed-in visit to /login goes to /.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await hydrated(page);
    guard.skipA11y('/login');

    // Logout: the token leaves the browser and the server refuses it from now on.
    await page.goto('/posts');
    await expect(page.getByRole('searchbox', { name: 'Buscar posts' })).toBeVisible();
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    await staffNav(page).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectLoginScreen(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => api.meStatus(token!)).toBe(401);
    await page.goto('/posts');
    await hydrated(page);
    await expectLoginScreen(page);
    await guard.checkA11y(page, 'login depois da saída');
  });

  test('recarregar durante a verificação da sessão não encerra a sessão', async ({ page, guard, api, admin, uid }) => {
    // The request the browser aborts because the page reloads must not sign the user out: only a 401 does.
    const lawyer = await createPerson(api, admin.token, uid, 'lawyer', 'Marcos Teixeira');
    await useToken(page, lawyer.token);
    let slow = true;
    await page.route('**/api/user/me/', async (route) => {
      if (slow) await new Promise((r) => setTimeout(r, 3_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/posts');
    await expect(page.getByText('Carregando...').first()).toBeVisible();
    slow = false;
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    await guard.checkA11y(page, 'posts');
  });

  test('de uma página do site, o acesso restrito abre como documento próprio, isolado e com o nonce da equipe', async ({
    page,
    guard,
  }) => {
    // A visitor's page comes from the server's cache, the same for everyone: it has no nonce for
    // the toaster's styles (decision 0014) and leaves its window unisolated (decision 0015), so
    // staff routes never run inside it. (The pages on the way have their axe checks in flows 1, 2
    // and above.)
    for (const path of ['/', '/blog', '/posts', '/pagina-que-nao-existe']) guard.skipA11y(path);
    const documents = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'document') return;
      documents.set(new URL(response.url()).pathname, response.headers()['cross-origin-opener-policy']);
    });
    await open(page, '/');
    expect(documents.get('/')).toBe('unsafe-none');
    await expect(page.locator('meta[property="csp-nonce"]')).toHaveCount(0);
    const marked = () => page.evaluate(() => 'sameDocument' in window);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    let loaded = page.waitForEvent('load');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Acesso Restrito' }).click();
    await loaded;
    await hydrated(page);
    await expectLoginScreen(page);
    expect(await marked()).toBe(false);
    expect(documents.get('/login')).toBe('same-origin');
    await expect(page.locator('meta[property="csp-nonce"]')).toHaveCount(1);
    await guard.checkA11y(page, 'login aberto pelo rodapé');

    // Any other way into a staff route inside a visitor's page (here, the history) reopens it
    // too, from a cached page and from a 404 rendered for its request (which has a nonce).
    for (const from of ['/blog', '/pagina-que-nao-existe']) {
      if (from === '/pagina-que-nao-existe') guard.allowConsoleError(/status of 404/);
      await open(page, from);
      expect(documents.get(from), from).toBe('unsafe-none');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      documents.delete('/posts');
      loaded = page.waitForEvent('load');
      await page.evaluate(() => {
        history.pushState(null, '', '/posts');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await loaded;
      await hydrated(page);
      await expectLoginScreen(page);
      expect(await marked(), from).toBe(false);
      await expect(page).toHaveURL(/\/posts$/);
      expect(documents.get('/posts'), from).toBe('same-origin');
    }
  });

  test('visitas sem sessão às rotas protegidas mostram o login', async ({ page, guard }) => {
    for (const path of GUARDED) {
      await open(page, path);
      await expectLoginScreen(page);
      await expect(staffNav(page)).toHaveCount(0);
      await guard.checkA11y(page, `login em ${path}`);
    }
  });

  test('o administrador vê os links de usuários; o login leva de volta à página pedida', async ({
    page,
    guard,
    admin,
  }) => {
    // Signed out at /users: the guard shows the login; once signed in, the requested page.
    await open(page, '/users');
    await expectLoginScreen(page);
    await guard.checkA11y(page, 'login em /users');
    await loginThroughUi(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    for (const href of ['/posts', '/posts/add', '/users', '/users/add', '/users/me']) {
      await expect(staffLink(page, href)).toBeVisible();
    }
    await expect(staffNav(page)).toContainText('Administrador');
    await guard.checkA11y(page, 'usuários');
  });
});
