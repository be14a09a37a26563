import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, openMissingPost, test, useToken } from '../src/fixtures';
import { png, pngFile } from '../src/images';
import { createPerson, openStaff, records, staffLink, staffNav, toast } from '../src/staff';

/** Flow 5: a lawyer writes, edits and deletes a post (§2 Create/Edit post, Post list; §4; §7). */

/** Today in the firm's time zone, as the calendar shows it (dd/MM/yyyy). */
function todayInSantos(): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

/** published_at of a day picked in the editor: midnight in São Paulo, in UTC (§3, §9). */
function publishedAtOf(ddmmyyyy: string): string {
  const [d, m, y] = ddmmyyyy.split('/').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!, 3)).toISOString();
}

function sectionRows(page: Page): Locator {
  return page.getByRole('list', { name: 'Seções do post' }).locator(':scope > li');
}

async function addSection(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Adicionar Seção' }).click();
  await page.getByRole('menu', { name: 'Tipo de seção' }).getByRole('menuitem', { name: label, exact: true }).click();
}

/** "Seção n · Tipo" of every row, in order. */
async function sectionOrder(page: Page): Promise<string[]> {
  return sectionRows(page).evaluateAll((rows) =>
    rows.map(
      (row) => (row.textContent ?? '').match(/Seção \d+ · [^\n]+?(?=Mover|$)/)?.[0]?.replace(/^Seção \d+ · /, '') ?? '',
    ),
  );
}

test.describe('advogado escreve um post', () => {
  test('cria com categoria nova, calendário, imagens, todas as seções, reordenação e preview', async ({
    page,
    guard,
    api,
    admin,
    uid,
  }) => {
    test.setTimeout(300_000);
    const lawyer = await createPerson(api, admin.token, uid, 'lawyer', `Camila Duarte ${uid}`, {
      title: 'Advogada trabalhista',
    });
    await useToken(page, lawyer.token);
    await openStaff(page, '/posts/add', 'Criar Novo Post');
    const publish = page.getByRole('button', { name: 'Publicar Post' });
    await expect(publish).toBeDisabled();
    await guard.checkA11y(page, 'criar post');

    const title = `Direitos do trabalhador rural ${uid}`;
    await page.getByLabel('Título', { exact: true }).fill(title);

    // A new category, created inline (Enter saves), then a duplicate refused.
    const category = `Direito Rural ${uid}`;
    const select = page.getByLabel('Categoria', { exact: true });
    await select.selectOption({ label: '+ Adicionar nova categoria' });
    await page.getByRole('button', { name: 'Definir nova categoria' }).click();
    await page.getByLabel('Nome da nova categoria').fill(`  ${category}  `);
    await guard.checkA11y(page, 'nova categoria');
    await page.getByLabel('Nome da nova categoria').press('Enter');
    await expect(toast(page, 'Categoria criada!', `A categoria "${category}" foi criada.`)).toBeVisible();
    await expect(select).toHaveValue(category);
    expect((await api.tags(lawyer.token)).map((t) => t.name)).toContain(category);

    await select.selectOption({ label: '+ Adicionar nova categoria' });
    await page.getByRole('button', { name: 'Definir nova categoria' }).click();
    await page.getByLabel('Nome da nova categoria').fill(category);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Categoria já existe', 'Esta categoria já existe na lista.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await select.selectOption(category);

    // The date, picked from the calendar (today, in the firm's time zone).
    const date = page.getByLabel('Data de publicação');
    await date.click();
    const calendar = page.getByRole('dialog', { name: 'Calendário' });
    await expect(calendar).toBeVisible();
    await guard.checkA11y(page, 'calendário');
    await calendar.locator('.react-datepicker__day--today').click();
    const today = todayInSantos();
    await expect(date).toHaveValue(today);
    await expect(calendar).toBeHidden();

    // Main image, with its preview.
    await page
      .getByLabel('Imagem principal', { exact: true })
      .setInputFiles(pngFile('capa.png', [40, 70, 120], [210, 180, 120]));
    await expect(page.getByRole('img', { name: 'Imagem principal do post' })).toBeVisible();
    await page.getByLabel('Texto alternativo da imagem principal').fill('Trabalhador rural na colheita');

    // Sections: a paragraph, then a title moved above it.
    await expect(page.getByText('Nenhuma seção ainda.')).toBeVisible();
    await addSection(page, 'Parágrafo');
    await page
      .getByLabel('Texto do parágrafo')
      .fill('O trabalhador rural tem direitos próprios na CLT e na Lei 5.889.');
    await addSection(page, 'Título');
    await page.getByLabel('Texto do título').fill('Quem é trabalhador rural');
    expect(await sectionOrder(page)).toEqual(['Parágrafo', 'Título']);
    await expect(page.getByRole('button', { name: 'Mover seção 1 para cima' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Mover seção 2 para baixo' })).toBeDisabled();
    await page.getByRole('button', { name: 'Mover seção 2 para cima' }).click();
    expect(await sectionOrder(page)).toEqual(['Título', 'Parágrafo']);

    await addSection(page, 'Subtítulo');
    await page.getByLabel('Texto do subtítulo', { exact: true }).fill('Jornada e horas extras');
    await addSection(page, 'Subtítulo secundário');
    await page.getByLabel('Texto do subtítulo secundário').fill('Trabalho noturno');
    await addSection(page, 'Lista');
    await page.getByLabel('Itens da lista', { exact: true }).fill('Carteira assinada\nFGTS\nFérias');
    await addSection(page, 'Lista numerada');
    await page
      .getByLabel('Itens da lista numerada')
      .fill('Reúna os documentos\nProcure o sindicato\nFale com um advogado');
    await addSection(page, 'Imagem');
    await page.getByLabel('Imagem da seção').setInputFiles(pngFile('campo.png', [60, 140, 60], [240, 220, 160]));
    await page.getByLabel('Texto alternativo', { exact: true }).fill('Plantação de cana');
    await expect(page.getByRole('img', { name: 'Plantação de cana' })).toBeVisible();
    expect(await sectionOrder(page)).toEqual([
      'Título',
      'Parágrafo',
      'Subtítulo',
      'Subtítulo secundário',
      'Lista',
      'Lista numerada',
      'Imagem',
    ]);
    await guard.checkA11y(page, 'editor com todas as seções');

    // Move down with the button, then drag back with the pointer.
    await page.getByRole('button', { name: 'Mover seção 4 para baixo' }).click();
    expect(await sectionOrder(page)).toEqual([
      'Título',
      'Parágrafo',
      'Subtítulo',
      'Lista',
      'Subtítulo secundário',
      'Lista numerada',
      'Imagem',
    ]);
    const from = (await page.getByRole('button', { name: 'Arrastar seção 5' }).boundingBox())!;
    const to = (await page.getByRole('button', { name: 'Arrastar seção 4' }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 8, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(() => sectionOrder(page))
      .toEqual(['Título', 'Parágrafo', 'Subtítulo', 'Subtítulo secundário', 'Lista', 'Lista numerada', 'Imagem']);
    // dnd-kit swallows every click for 50 ms after a drop (a timer it sets on pointerup): a
    // longer timer set now in the page runs after it, however late a busy machine runs both.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));

    // The preview matches what was typed, with the current user as 'Autor'.
    await page.getByRole('button', { name: 'Visualizar Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview).toContainText(category);
    await expect(preview).toContainText('Autor');
    await expect(preview).toContainText(`Camila Duarte ${uid}`);
    await expect(preview).toContainText(today);
    expect(await preview.getByRole('heading').allTextContents()).toEqual([
      'Preview',
      title,
      'Quem é trabalhador rural',
      'Jornada e horas extras',
      'Trabalho noturno',
    ]);
    await expect(preview.locator('ul').filter({ hasText: 'FGTS' }).locator('li')).toHaveText([
      'Carteira assinada',
      'FGTS',
      'Férias',
    ]);
    await expect(preview.locator('ol li')).toHaveText([
      'Reúna os documentos',
      'Procure o sindicato',
      'Fale com um advogado',
    ]);
    await expect(preview.getByRole('img', { name: 'Trabalhador rural na colheita' })).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Plantação de cana' })).toBeVisible();
    await guard.checkA11y(page, 'preview');
    await page.getByRole('button', { name: 'Ocultar Preview' }).click();
    await expect(preview).toHaveCount(0);

    // Publish: slow answers let the progress texts show; then the toast and /blog.
    await page.route('**/api/post/posts/', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await page.route('**/api/post/post-sections/*/upload-image/', async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await expect(publish).toBeEnabled();
    await publish.click();
    await expect(page.getByRole('button', { name: 'Salvando Post...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Criando seção 1/1...' })).toBeVisible();
    await expect(toast(page, 'Sucesso!', 'Post criado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
    await hydrated(page);

    // What reached the server.
    const found = (await api.searchPosts(lawyer.token, title)).results;
    expect(found).toHaveLength(1);
    const saved = await api.post(lawyer.token, found[0]!.id);
    expect(saved.title).toBe(title);
    expect(saved.tags.map((t) => t.name)).toEqual([category]);
    expect(saved.published_at).toBe(publishedAtOf(today));
    expect(saved.image).toMatch(/^\/media\/.+\.webp$/);
    expect(saved.sections.map((s) => [s.order, s.type, s.content])).toEqual([
      [0, 'title', 'Quem é trabalhador rural'],
      [1, 'paragraph', 'O trabalhador rural tem direitos próprios na CLT e na Lei 5.889.'],
      [2, 'subtitle', 'Jornada e horas extras'],
      [3, 'subsubtitle', 'Trabalho noturno'],
      [4, 'unordered_list', 'Carteira assinada\nFGTS\nFérias'],
      [5, 'ordered_list', 'Reúna os documentos\nProcure o sindicato\nFale com um advogado'],
      [6, 'image', ''],
    ]);
    expect(saved.sections[6]!.image).toMatch(/^\/media\/.+\.webp$/);

    // On /blog: the card with its badge and reading time.
    const card = page.locator('[aria-labelledby="blog-results-title"] li').filter({ hasText: title });
    await expect(card).toContainText(category);
    await expect(card).toContainText(saved.reading_time);
    await expect(card).toContainText(today);
    await guard.checkA11y(page, 'blog depois de publicar');
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${saved.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('figure', { name: 'Plantação de cana' })).toHaveCount(0);
    await expect(page.locator('article img[alt="Plantação de cana"]')).toHaveCount(1);
    await guard.checkA11y(page, 'post publicado');
  });

  test('edita (título, seção removida, imagem trocada), exclui a categoria e o post', async ({
    page,
    guard,
    api,
    admin,
    uid,
  }) => {
    test.setTimeout(240_000);
    const lawyer = await createPerson(api, admin.token, uid, 'lawyer', `Diego Prado ${uid}`);
    const category = `Direito do Consumidor ${uid}`;
    const original = await api.createPost(lawyer.token, {
      title: `Produto com defeito ${uid}`,
      published_at: '2025-05-10T03:00:00.000Z',
      tags: [{ name: category }],
      sections: [
        { type: 'title', content: 'Prazo para reclamar', order: 0 },
        { type: 'paragraph', content: 'São 30 dias para produtos não duráveis.', order: 1 },
        { type: 'image', content: '', order: 2 },
        { type: 'paragraph', content: 'Parágrafo que será removido.', order: 3 },
      ],
    });
    await api.uploadPostImage(lawyer.token, original.id, png([150, 40, 40], [250, 250, 250]));
    await api.uploadSectionImage(lawyer.token, original.sections[2]!.id, png([40, 40, 150]));
    const before = await api.post(lawyer.token, original.id);

    await useToken(page, lawyer.token);
    await openStaff(page, '/posts', 'Posts');
    await page.getByRole('searchbox', { name: 'Buscar posts' }).fill(uid);
    const row = records(page, 'Posts').filter({ hasText: original.title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(category);
    await expect(row).toContainText('10/05/2025');
    await expect(row).toContainText(`Diego Prado ${uid}`);
    await guard.checkA11y(page, 'posts');

    await row.getByRole('link', { name: `Editar post: ${original.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/posts/edit/${original.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Post' })).toBeVisible();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(original.title);
    await expect(page.getByLabel('Categoria', { exact: true })).toHaveValue(category);
    await expect(page.getByLabel('Data de publicação')).toHaveValue('10/05/2025');
    await expect(sectionRows(page)).toHaveCount(4);
    await guard.checkA11y(page, 'editar post');

    const newTitle = `Produto com defeito: seus direitos ${uid}`;
    await page.getByLabel('Título', { exact: true }).fill(newTitle);
    await page.getByRole('button', { name: 'Remover seção 4' }).click();
    await expect(sectionRows(page)).toHaveCount(3);
    await page
      .getByLabel('Imagem principal', { exact: true })
      .setInputFiles(pngFile('nova-capa.png', [20, 120, 120], [250, 230, 200]));
    await page.getByRole('button', { name: 'Atualizar Post' }).click();
    await expect(toast(page, 'Sucesso!', 'Post atualizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
    await hydrated(page);
    await guard.checkA11y(page, 'blog depois de editar');

    // What reached the server: new title and slug, three sections, a new main image, the old section image kept.
    const after = await api.post(lawyer.token, original.id);
    expect(after.title).toBe(newTitle);
    expect(after.slug).not.toBe(before.slug);
    expect(after.image).toMatch(/^\/media\/.+\.webp$/);
    expect(after.image).not.toBe(before.image);
    expect(after.sections.map((s) => [s.type, s.content])).toEqual([
      ['title', 'Prazo para reclamar'],
      ['paragraph', 'São 30 dias para produtos não duráveis.'],
      ['image', ''],
    ]);
    expect(after.sections[2]!.image).toBe(before.sections[2]!.image);

    // The public page shows the change.
    await page.goto(`/blog/${after.slug}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await expect(page.getByText('Parágrafo que será removido.')).toHaveCount(0);
    await expect(page.locator(`article img[src^="${after.image!.replace(/\.webp$/, '')}"]`).first()).toBeVisible();
    await expect(page.locator(`article img[src^="${before.image!.replace(/\.webp$/, '')}"]`)).toHaveCount(0);
    await guard.checkA11y(page, 'post editado');

    // Delete the post's category from the editor: it leaves the post, the post stays.
    await page.goto(`/posts/edit/${original.id}`);
    await hydrated(page);
    await expect(page.getByLabel('Categoria', { exact: true })).toHaveValue(category);
    await page.getByRole('button', { name: `Excluir categoria "${category}"` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(confirm).toContainText(
      `Tem certeza que deseja excluir a categoria "${category}"? Esta ação não pode ser desfeita e pode afetar posts existentes que usam esta categoria.`,
    );
    await guard.checkA11y(page, 'confirmar exclusão da categoria');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Categoria excluída!', `A categoria "${category}" foi excluída.`)).toBeVisible();
    await expect(page.getByLabel('Categoria', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Categoria', { exact: true }).locator('option', { hasText: category })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Atualizar Post' })).toBeDisabled();
    expect((await api.tags(lawyer.token)).map((t) => t.name)).not.toContain(category);
    expect((await api.post(lawyer.token, original.id)).tags).toEqual([]);

    // Delete the post through the list's confirmation: its address answers 404.
    await staffLink(page, '/posts').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar posts' }).fill(uid);
    const edited = records(page, 'Posts').filter({ hasText: newTitle });
    await expect(edited).toContainText('-');
    await edited.getByRole('button', { name: `Excluir post: ${newTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir post' });
    await expect(dialog).toContainText(`Tem certeza que deseja excluir o post "${newTitle}"?`);
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Nenhum post encontrado.')).toBeVisible();
    await guard.checkA11y(page, 'posts vazio');
    expect(await api.postStatus(lawyer.token, original.id)).toBe(404);
    expect(await api.publicPostStatus(after.slug)).toBe(404);

    await openMissingPost(page, guard, after.slug, 'post excluído');
  });

  test('sair do editor com alterações não salvas pede confirmação', async ({ page, guard, api, admin, uid }) => {
    const lawyer = await createPerson(api, admin.token, uid, 'lawyer', `Renata Lobo ${uid}`);
    await useToken(page, lawyer.token);
    await openStaff(page, '/posts', 'Posts');
    await guard.checkA11y(page, 'posts');
    const addPost = staffLink(page, '/posts/add');
    const leaveDialog = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    const titleField = page.getByLabel('Título', { exact: true });

    // Nothing typed yet: leaving asks nothing.
    await addPost.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Criar Novo Post' })).toBeVisible();
    await staffLink(page, '/posts').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();

    await addPost.click();
    await titleField.fill(`Rascunho ${uid}`);

    // An in-app link: staying keeps everything typed.
    await staffLink(page, '/posts').click();
    await expect(leaveDialog).toBeVisible();
    await guard.checkA11y(page, 'sair sem salvar');
    await leaveDialog.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(leaveDialog).toBeHidden();
    await expect(page).toHaveURL(/\/posts\/add$/);
    await expect(titleField).toHaveValue(`Rascunho ${uid}`);

    // The browser's back button: the address comes back to the editor when staying.
    await page.goBack({ waitUntil: 'commit' });
    await expect(leaveDialog).toBeVisible();
    await leaveDialog.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page).toHaveURL(/\/posts\/add$/);
    await expect(titleField).toHaveValue(`Rascunho ${uid}`);

    // Signing out asks too.
    await staffNav(page).getByRole('button', { name: 'Sair' }).click();
    await expect(leaveDialog).toBeVisible();
    await leaveDialog.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(titleField).toHaveValue(`Rascunho ${uid}`);

    // Leaving for real: back to the list, and nothing was created.
    await page.goBack({ waitUntil: 'commit' });
    await leaveDialog.getByRole('button', { name: 'Sair sem salvar' }).click();
    await expect(page).toHaveURL(/\/posts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    const mine = await api.searchPosts(lawyer.token, `Rascunho ${uid}`);
    expect(mine.count).toBe(0);
  });
});
