import { expect, test } from '../src/fixtures';

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
});
