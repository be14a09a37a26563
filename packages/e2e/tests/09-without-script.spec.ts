import { expect, test } from '../src/fixtures';

const day = (n: number) => `2025-02-${String(n).padStart(2, '0')}T15:00:00.000Z`;

/**
 * Flow 9: a visitor whose browser runs no JavaScript (or before the script arrives) still
 * gets around. Axe runs in the page, so these pages are checked by the other flows instead.
 */

test.describe('sem JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('o menu do celular abre e leva ao blog', async ({ page, guard }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    guard.skipA11y('/');
    guard.skipA11y('/blog');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Contato', exact: true })).toBeHidden();

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Contato', exact: true })).toBeVisible();
    const blog = nav.getByRole('link', { name: 'Blog', exact: true }).filter({ visible: true });
    await expect(blog).toHaveAttribute('href', '/blog');
    await blog.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test("o blog: 'Carregar mais', as categorias e a busca", async ({ page, guard, api, admin, uid }) => {
    // Eleven posts in a category of this test only (two of them about 'Aviso'), one in another.
    const category = `Direito Civil ${uid}`;
    const other = `Direito do Consumidor ${uid}`;
    for (let n = 1; n <= 9; n++) {
      await api.createPost(admin.token, {
        title: `Contrato de aluguel ${n} ${uid}`,
        published_at: day(n),
        tags: [{ name: category }],
        sections: [{ type: 'paragraph', content: 'Texto.', order: 0 }],
      });
    }
    for (const [n, title] of [
      [10, `Aviso ${uid}: prévio no aluguel`],
      [11, `Aviso ${uid}: quando chega tarde`],
    ] as const) {
      await api.createPost(admin.token, {
        title,
        published_at: day(n),
        tags: [{ name: category }],
        sections: [{ type: 'paragraph', content: 'Texto.', order: 0 }],
      });
    }
    await api.createPost(admin.token, {
      title: `Aviso ${uid}: cobrança indevida`,
      published_at: day(12),
      tags: [{ name: other }],
      sections: [{ type: 'paragraph', content: 'Texto.', order: 0 }],
    });
    guard.skipA11y('/blog');
    const results = page.locator('[aria-labelledby="blog-results-title"]');
    const titles = results.getByRole('heading', { level: 3 });
    const chips = page.getByRole('group', { name: 'Categorias' }).getByRole('button');

    await test.step("'Carregar mais' leva à página 2, com as publicações da 1", async () => {
      await page.goto('/blog');
      await expect(titles).toHaveCount(9);
      await page.getByRole('link', { name: 'Carregar mais' }).click();
      await expect(page).toHaveURL(/\/blog\?page=2$/);
      expect(await titles.count()).toBeGreaterThan(9);
      expect(await titles.count()).toBeLessThanOrEqual(18);
    });

    await test.step('uma categoria, depois a página 2 dela', async () => {
      await chips.filter({ hasText: category }).click();
      await expect(page).toHaveURL(/[?&]category=/);
      await expect(chips.filter({ hasText: category })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('Mostrando 9 de 11 publicações')).toBeVisible();
      await expect(titles).toHaveCount(9);
      await page.getByRole('link', { name: 'Carregar mais' }).click();
      await expect(page.getByText('11 publicações', { exact: true })).toBeVisible();
      await expect(titles).toHaveCount(11);
      await expect(page.getByText(`Aviso ${uid}: cobrança indevida`)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Carregar mais' })).toHaveCount(0);
    });

    await test.step('a busca pelo título mantém a categoria', async () => {
      await page.getByLabel('Buscar pelo título').fill(`aviso ${uid}`);
      await page.getByLabel('Buscar pelo título').press('Enter');
      await expect(page).toHaveURL(/[?&]q=aviso/);
      await expect(page.getByText('2 publicações', { exact: true })).toBeVisible();
      await expect(titles).toHaveText([`Aviso ${uid}: quando chega tarde`, `Aviso ${uid}: prévio no aluguel`]);
      await expect(page.getByLabel('Buscar pelo título')).toHaveValue(`aviso ${uid}`);
    });

    await test.step("'Todos' tira a categoria e mantém a busca", async () => {
      await chips.filter({ hasText: 'Todos' }).click();
      await expect(page).not.toHaveURL(/category=/);
      await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('3 publicações', { exact: true })).toBeVisible();
      await expect(page.getByText(`Aviso ${uid}: cobrança indevida`)).toBeVisible();
    });
  });
});
