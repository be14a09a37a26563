import { expect, hydrated, test, useToken } from '../src/fixtures';
import { pngFile } from '../src/images';
import { createPerson, openStaff, records, staffLink, staffNav, toast } from '../src/staff';

/** Flow 4: the administrator manages users (§2 User list, Add user, Edit user; §5; §6). */

const ROLE_NOTE = 'Apenas administradores podem alterar as funções de um usuário.';

test.describe('administrador gerencia usuários', () => {
  test('mensagens de validação do formulário de novo usuário', async ({ page, guard, admin }) => {
    await useToken(page, admin.token);
    await openStaff(page, '/users/add', 'Adicionar Novo Usuário');
    const form = page.getByRole('form', { name: 'Adicionar Novo Usuário' });
    await expect(form.getByLabel('Cargo')).toHaveValue('advogado');
    await expect(form.getByLabel('Cargo').locator('option')).toHaveText(['Advogado', 'Administrador']);
    await expect(form.getByText('0/300')).toBeVisible();
    await guard.checkA11y(page, 'novo usuário');

    const submit = form.getByRole('button', { name: 'Criar Usuário' });
    await submit.click();
    await expect(form.getByText('Nome é obrigatório')).toBeVisible();
    await expect(form.getByText('E-mail é obrigatório')).toBeVisible();
    await expect(form.getByText('Senha é obrigatória')).toBeVisible();
    await guard.checkA11y(page, 'novo usuário com erros');

    // A field's error clears as soon as it is edited.
    await form.getByLabel('Nome de exibição').fill('Rita');
    await expect(form.getByText('Nome é obrigatório')).toBeHidden();

    await form.getByLabel('E-mail').fill('rita-sem-arroba');
    await form.getByLabel('Título profissional').fill('A'.repeat(101));
    await form.getByLabel('Senha', { exact: true }).fill('12345');
    await submit.click();
    await expect(form.getByText('E-mail inválido')).toBeVisible();
    await expect(form.getByText('Título deve ter no máximo 100 caracteres')).toBeVisible();
    await expect(form.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();

    await form.getByLabel('E-mail').fill('rita@exemplo.com.br');
    await form.getByLabel('Título profissional').fill('Advogada');
    await form.getByLabel('Senha', { exact: true }).fill('123456');
    await form.getByLabel('Confirmar senha').fill('654321');
    await form.getByLabel('Resumo profissional').fill('Resumo curto.');
    await expect(form.getByText('13/300')).toBeVisible();
    await submit.click();
    await expect(form.getByText('Senhas não coincidem')).toBeVisible();

    // Photo selection: not an image, then too large (§5), each a toast; nothing is kept.
    const photo = form.getByLabel('Foto de perfil');
    await photo.setInputFiles({ name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(toast(page, 'Tipo de arquivo inválido', 'Por favor, selecione apenas imagens.')).toBeVisible();
    await photo.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881) });
    await expect(toast(page, 'Arquivo muito grande', 'A imagem deve ter no máximo 5MB.')).toBeVisible();
    await guard.checkA11y(page, 'novo usuário com avisos');
  });

  test('cria advogado com foto, badge, busca e edição', async ({ page, guard, api, admin, uid }) => {
    await useToken(page, admin.token);
    await openStaff(page, '/users/add', 'Adicionar Novo Usuário');
    const form = page.getByRole('form', { name: 'Adicionar Novo Usuário' });
    const name = `Rafael Moreira ${uid}`;
    const email = `rafael.${uid}@e2e.camposvieira.test`;
    await form.getByLabel('Foto de perfil').setInputFiles(pngFile('rafael.png', [30, 90, 160], [230, 200, 150]));
    await expect(form.getByRole('img', { name: 'Pré-visualização da foto escolhida' })).toBeVisible();
    await form.getByLabel('Nome de exibição').fill(name);
    await form.getByLabel('Título profissional').fill('Advogado trabalhista');
    await form.getByLabel('Resumo profissional').fill('Atende trabalhadores do porto de Santos.');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha', { exact: true }).fill('segredo-123');
    await form.getByLabel('Confirmar senha').fill('segredo-123');
    await guard.checkA11y(page, 'novo usuário preenchido');
    await form.getByRole('button', { name: 'Criar Usuário' }).click();
    await expect(toast(page, 'Usuário criado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);

    // What reached the server: a lawyer (the default role) with the photo.
    const created = (await api.users(admin.token)).find((u) => u.email === email);
    expect(created).toMatchObject({
      name,
      title: 'Advogado trabalhista',
      summary: 'Atende trabalhadores do porto de Santos.',
      is_lawyer: true,
      is_staff: false,
      is_active: true,
    });
    expect(created!.image).toMatch(/^\/media\/.+\.webp$/);
    expect(await api.login(email, 'segredo-123')).toBeTruthy();

    // The list: the lawyer with the 'Advogado' badge and their photo.
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    const row = records(page, 'Usuários').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    await expect(row).toContainText('Advogado trabalhista');
    await expect(row).toContainText('Advogado');
    await expect(row.locator(`img[src="${created!.image}"]`)).toHaveCount(1);
    await expect(records(page, 'Usuários').filter({ hasText: admin.email })).toContainText('Administrador');
    await guard.checkA11y(page, 'usuários');

    // Search: client-side, case-insensitive, on name, e-mail and title.
    const search = page.getByRole('searchbox', { name: 'Buscar usuários' });
    await expect(search).toHaveAttribute('placeholder', 'Buscar por nome, e-mail ou título...');
    await search.fill(uid.toUpperCase());
    await expect(records(page, 'Usuários')).toHaveCount(1);
    await expect(records(page, 'Usuários').first()).toContainText(name);
    await search.fill(`RAFAEL.${uid}@`);
    await expect(records(page, 'Usuários')).toHaveCount(1);
    await search.fill(`nada-${uid}`);
    await expect(page.getByText('Nenhum usuário encontrado com os filtros aplicados.')).toBeVisible();
    await guard.checkA11y(page, 'usuários sem resultado');
    await search.fill(uid);

    // Edit: new title; the role selector is enabled for an administrator.
    await row.getByRole('link', { name: `Editar usuário: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/users/edit/${created!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Usuário' })).toBeVisible();
    const edit = page.getByRole('form', { name: 'Editar Usuário' });
    await expect(edit.getByLabel('Nome de exibição')).toHaveValue(name);
    await expect(edit.getByLabel('Cargo')).toHaveValue('advogado');
    await expect(edit.getByLabel('Cargo')).toBeEnabled();
    await expect(edit.getByText('Deixe em branco se não quiser alterar a senha')).toBeVisible();
    await guard.checkA11y(page, 'editar usuário');
    await edit.getByLabel('Título profissional').fill('Advogado trabalhista e previdenciário');
    await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(toast(page, 'Usuário atualizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);
    await expect(records(page, 'Usuários').filter({ hasText: name })).toContainText(
      'Advogado trabalhista e previdenciário',
    );
    const edited = (await api.users(admin.token)).find((u) => u.email === email)!;
    expect(edited).toMatchObject({ title: 'Advogado trabalhista e previdenciário', is_lawyer: true, is_staff: false });
    expect(edited.image).toBe(created!.image);
    // The password was left blank: unchanged.
    expect(await api.login(email, 'segredo-123')).toBeTruthy();
  });

  test('exclui um usuário comum pelo diálogo de confirmação', async ({ page, guard, api, admin, uid }) => {
    const plain = await createPerson(api, admin.token, uid, 'plain', `Otávio Lima ${uid}`);
    await useToken(page, admin.token);
    await openStaff(page, '/users', 'Usuários');
    await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(uid);
    const row = records(page, 'Usuários').filter({ hasText: plain.user.name });
    await expect(row).toContainText('Usuário');
    await expect(row).toContainText('-');

    // Cancel first: nothing happens.
    await row.getByRole('button', { name: `Excluir usuário: ${plain.user.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Tem certeza que deseja excluir o usuário "${plain.user.name}"?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Esta ação não pode ser desfeita.');
    await guard.checkA11y(page, 'diálogo de exclusão');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: `Excluir usuário: ${plain.user.name}` }).click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Nenhum usuário encontrado com os filtros aplicados.')).toBeVisible();
    expect((await api.users(admin.token)).some((u) => u.email === plain.email)).toBe(false);
    expect(await api.meStatus(plain.token)).toBe(401);
  });

  test('um advogado não vê os links de usuários e não se promove', async ({ page, guard, api, admin, uid }) => {
    const lawyer = await createPerson(api, admin.token, uid, 'lawyer', `Beatriz Nunes ${uid}`);
    await useToken(page, lawyer.token);
    await openStaff(page, '/posts', 'Posts');
    await expect(staffLink(page, '/posts')).toBeVisible();
    await expect(staffLink(page, '/posts/add')).toBeVisible();
    await expect(staffLink(page, '/users/me')).toBeVisible();
    await expect(staffLink(page, '/users')).toHaveCount(0);
    await expect(staffLink(page, '/users/add')).toHaveCount(0);
    await expect(staffNav(page)).toContainText('Advogado');
    await guard.checkA11y(page, 'posts (advogado)');

    // Someone else's account: the server refuses a lawyer its details (403): the §8 toast, back to /users.
    await page.goto(`/users/edit/${(await api.me(admin.token)).id}`);
    await hydrated(page);
    guard.allowConsoleError(/status of 403/);
    guard.allowConsoleError(/API GET \/api\/user\/\d+\/detail\/ failed/);
    await expect(toast(page, 'Erro ao carregar usuário')).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);
    guard.skipA11y(`/users/edit/${(await api.me(admin.token)).id}`);
    await guard.checkA11y(page, 'usuários (advogado)');

    // Their own account: the selector is enabled (§6), but the server refuses the promotion.
    await page.goto(`/users/edit/${lawyer.user.id}`);
    await hydrated(page);
    const edit = page.getByRole('form', { name: 'Editar Usuário' });
    await expect(edit.getByLabel('Cargo')).toBeEnabled();
    await guard.checkA11y(page, 'editar a própria conta');
    guard.allowConsoleError(/API PATCH \/api\/user\/\d+\/ failed/);
    await edit.getByLabel('Cargo').selectOption('administrador');
    await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(toast(page, 'Erro ao atualizar usuário', ROLE_NOTE)).toBeVisible();
    expect(await api.me(lawyer.token)).toMatchObject({ is_staff: false, is_lawyer: true });

    // Straight to the API: refused too.
    const direct = await api.updateUser(lawyer.token, lawyer.user.id, { is_staff: 'true' });
    expect(direct.status()).toBe(403);
    expect((await direct.json()).message).toBe(ROLE_NOTE);
    expect((await api.me(lawyer.token)).is_staff).toBe(false);
  });
});
