import { expect, open, test, useToken } from '../src/fixtures';
import { createPerson, expectLoginScreen, staffNav } from '../src/staff';

/** Flow 10: the static Storybook the server serves to staff at /design-system/ (docs/operations.md). */

test.describe('design system', () => {
  test('um visitante sem sessão que abre /design-system/ chega à tela de login', async ({ page, guard }) => {
    await page.goto('/design-system/');
    await expect(page).toHaveURL(/\/login$/);
    await expectLoginScreen(page);
    await guard.checkA11y(page, 'login vindo do design system');
  });

  test("a equipe abre 'Design system' na navegação e vê uma história", async ({
    page,
    guard,
    api,
    admin,
    uid,
    isMobile,
  }) => {
    test.skip(isMobile, 'the link is on the side bar only: the bottom bar has no room for a desk tool');
    const lawyer = await createPerson(api, admin.token, uid, 'lawyer', 'Mário Design');
    await useToken(page, lawyer.token);
    await open(page, '/posts');
    await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    await guard.checkA11y(page, 'posts');
    // Storybook's own interface, not the product's: every story has its axe check in the story tests.
    guard.skipA11y('/design-system/');

    await staffNav(page).getByRole('link', { name: 'Design system' }).click();
    await expect(page).toHaveURL(/\/design-system\/(\?.*)?$/);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'design_system_session');
    expect(cookie).toMatchObject({ path: '/design-system/', httpOnly: true, sameSite: 'Strict' });

    // A story of the back office renders in Storybook's preview frame.
    await page.goto('/design-system/?path=/story/backoffice-staffnav--administrator');
    const preview = page.frameLocator('#storybook-preview-iframe');
    const nav = preview.getByRole('navigation', { name: 'Navegação do painel' });
    await expect(nav.getByRole('link', { name: 'Design system' })).toBeVisible({ timeout: 30_000 });
    await expect(nav.getByText('Helena Vieira')).toBeVisible();
  });
});
