import { expect, test, useToken } from '../src/fixtures';
import { pngFile } from '../src/images';
import { createPerson, expectLoginScreen, loginThroughUi, openStaff, staffNav, toast } from '../src/staff';

/** Flow 6: my profile (§2 My profile; §4 partial update of the signed-in user; §5). */

test('perfil: nome e foto novos na navegação, troca de senha e nova entrada', async ({
  page,
  guard,
  api,
  admin,
  uid,
}) => {
  test.setTimeout(180_000);
  const person = await createPerson(api, admin.token, uid, 'lawyer', `Fernanda Rocha ${uid}`, {
    title: 'Advogada de família',
  });
  await useToken(page, person.token);
  await openStaff(page, '/users/me', 'Meu Perfil');
  const form = page.getByRole('form', { name: 'Meu Perfil' });
  await expect(form.getByLabel('Nome de exibição')).toHaveValue(person.user.name);
  await expect(form.getByLabel('E-mail')).toHaveValue(person.email);
  await expect(form.getByLabel('Cargo')).toHaveCount(0);
  await expect(staffNav(page).locator('img')).toHaveCount(0);
  await guard.checkA11y(page, 'meu perfil');

  // New name and photo: the navigation shows them at once.
  const newName = `Fernanda Rocha Lima ${uid}`;
  await form.getByLabel('Nome de exibição').fill(newName);
  await form.getByLabel('Foto de perfil').setInputFiles(pngFile('fernanda.png', [120, 60, 90], [240, 210, 180]));
  await form.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(toast(page, 'Perfil atualizado com sucesso!')).toBeVisible();
  const saved = await api.me(person.token);
  expect(saved.name).toBe(newName);
  expect(saved.title).toBe('Advogada de família');
  expect(saved.image).toMatch(/^\/media\/.+\.webp$/);
  await expect(staffNav(page)).toContainText(newName);
  // Side bar (name and photo) on wide screens, the 'Meu Perfil' item's photo on the phone's bottom bar.
  await expect(staffNav(page).locator(`img[src="${saved.image}"]`).filter({ visible: true }).first()).toBeVisible();
  await guard.checkA11y(page, 'meu perfil salvo');

  // Password change: the §5 checks, then the new one.
  await form.getByLabel('Nova senha', { exact: true }).fill('abc');
  await form.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(form.getByText('Nova senha deve ter pelo menos 6 caracteres')).toBeVisible();
  await expect(form.getByText('Senhas não coincidem')).toBeVisible();
  const newPassword = `Nova-${uid}-senha`;
  await form.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirmar nova senha').fill(newPassword);
  await form.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect.poll(() => api.loginStatus(person.email, newPassword)).toBe(200);
  expect(await api.loginStatus(person.email, person.password)).toBe(400);

  // Sign out, then in again with the new password.
  await staffNav(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectLoginScreen(page);
  await guard.checkA11y(page, 'login');
  await loginThroughUi(page, person.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect((await api.me(token!)).name).toBe(newName);
  await guard.checkA11y(page, 'página inicial');
});
