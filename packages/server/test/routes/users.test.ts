import { expect, it } from 'vitest';
import {
  auth,
  createPostViaApi,
  createTestApp,
  describeApp,
  form,
  imageFile,
  makeActors,
  makeUser,
  sampleImage,
} from '../helpers';

describeApp('users', (t, a, engine) => {
  const create = (fields: Record<string, string | ReturnType<typeof imageFile>>, actor = a.admin) => {
    const f = form(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/create/',
      payload: f.payload,
      headers: { ...f.headers, ...auth(actor) },
    });
  };
  const patch = (url: string, fields: Record<string, string | ReturnType<typeof imageFile>>, actor = a.admin) => {
    const f = form(fields);
    return t.app.inject({ method: 'PATCH', url, payload: f.payload, headers: { ...f.headers, ...auth(actor) } });
  };

  it('creates a user from form data, with a photo, never answering a password', async () => {
    const res = await create({
      name: 'Maria Souza',
      email: 'Maria.Souza@Example.com',
      password: 'segredo123',
      title: 'Advogada',
      summary: 'Direito de família',
      oab: 'OAB/SP 123.456',
      is_lawyer: 'true',
      is_staff: 'false',
      image: imageFile(await sampleImage('jpeg', 800, 800), 'foto.jpg', 'image/jpeg'),
    });
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      name: 'Maria Souza',
      email: 'Maria.Souza@Example.com',
      is_lawyer: true,
      is_staff: false,
      is_active: true,
      oab: 'OAB/SP 123.456',
    });
    expect(user.image).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect(res.body).not.toMatch(/password|scrypt|segredo/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/token/',
      payload: { email: 'maria.souza@example.com', password: 'segredo123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('defaults the role to lawyer (advogado) and accepts JSON too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/create/',
      headers: auth(a.admin),
      payload: { name: 'João', email: 'joao@test.local', password: 'segredo123' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ is_lawyer: true, is_staff: false, title: '', summary: '' });
  });

  it('refuses a duplicate e-mail, case-insensitively, with 409 naming the field', async () => {
    const res = await create({ name: 'Outra', email: 'MARIA.SOUZA@example.com', password: 'segredo123' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('email: Este e-mail já está em uso.');
    expect(res.json().errors.email).toEqual(['email: Este e-mail já está em uso.']);
  });

  it.each([
    ['name', { name: '', email: 'x1@test.local', password: 'segredo123' }, 'name: Nome é obrigatório'],
    ['email', { name: 'X', email: 'não-é-email', password: 'segredo123' }, 'email: E-mail inválido'],
    [
      'password',
      { name: 'X', email: 'x2@test.local', password: '123' },
      'password: Senha deve ter pelo menos 6 caracteres',
    ],
    [
      'title',
      { name: 'X', email: 'x3@test.local', password: 'segredo123', title: 't'.repeat(101) },
      'title: Título deve ter no máximo 100 caracteres',
    ],
    [
      'summary',
      { name: 'X', email: 'x4@test.local', password: 'segredo123', summary: 's'.repeat(301) },
      'summary: Resumo deve ter no máximo 300 caracteres',
    ],
  ])('validates %s as §5 says, naming the field', async (field, fields, message) => {
    const res = await create(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toContain(message);
  });

  it('refuses an unknown field and a non-image photo', async () => {
    expect(
      (await create({ name: 'X', email: 'x5@test.local', password: 'segredo123', is_superuser: 'true' })).statusCode,
    ).toBe(400);
    const svg = await create({
      name: 'X',
      email: 'x6@test.local',
      password: 'segredo123',
      image: imageFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png', 'image/png'),
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe('image: Por favor, selecione apenas imagens.');
  });

  it('lists users for any signed-in user and the public team without private fields', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/user/', headers: auth(a.plain) });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.length).toBeGreaterThanOrEqual(3);
    await makeUser(t.app, { is_lawyer: true, is_active: false, name: 'Inativo' });
    const team = await t.app.inject({ method: 'GET', url: '/api/user/list/' });
    expect(team.statusCode).toBe(200);
    const members = team.json().data as Record<string, unknown>[];
    expect(members.length).toBeGreaterThan(0);
    for (const m of members) expect(Object.keys(m).sort()).toEqual(['image', 'name', 'oab', 'summary', 'title']);
    expect(members.map((m) => m.name)).not.toContain('Inativo');
    expect(team.body).not.toMatch(/@/);
  });

  it('lets a user update their profile (multipart with photo) but not their roles', async () => {
    const u = await makeUser(t.app);
    const res = await patch(
      '/api/user/me/',
      { name: 'Nome Novo', title: 'Estagiário', image: imageFile(await sampleImage('png')) },
      u,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Nome Novo', title: 'Estagiário' });
    expect(res.json().data.image).toMatch(/^\/media\//);
    const promote = await patch('/api/user/me/', { is_staff: 'true' }, u);
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('Apenas administradores podem alterar as funções de um usuário.');
    const promoteById = await patch(`/api/user/${u.id}/`, { is_staff: 'true', name: 'X' }, u);
    expect(promoteById.statusCode).toBe(403);
    // Sending the unchanged flags (as the edit form does) is fine.
    const same = await patch(`/api/user/${u.id}/`, { is_staff: 'false', is_lawyer: 'false', name: 'Y' }, u);
    expect(same.statusCode).toBe(200);
  });

  it('changing the password ends the other sessions but keeps the current one', async () => {
    const u = await makeUser(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user/token/',
      payload: { email: u.email, password: 'secret-password' },
    });
    const otherToken = other.json().data.token as string;
    const res = await patch('/api/user/me/', { password: 'nova-senha' }, u);
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me/', headers: auth(u) })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me/', headers: { authorization: `Token ${otherToken}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('administrators change roles, e-mail uniqueness holds on update', async () => {
    const u = await makeUser(t.app);
    const res = await patch(`/api/user/${u.id}/`, { is_staff: 'true', is_lawyer: 'false' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.is_staff).toBe(true);
    const dup = await patch(`/api/user/${u.id}/`, { email: a.lawyer.email.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    const detail = await t.app.inject({ method: 'GET', url: `/api/user/${u.id}/detail/`, headers: auth(a.admin) });
    expect(detail.json().data.is_staff).toBe(true);
  });

  it('never removes the last active administrator', async () => {
    const fresh = await createTestApp(engine);
    try {
      const actors = await makeActors(fresh.app);
      const f = form({ is_staff: 'false' });
      const res = await fresh.app.inject({
        method: 'PATCH',
        url: '/api/user/me/',
        payload: f.payload,
        headers: { ...f.headers, ...auth(actors.admin) },
      });
      expect(res.statusCode).toBe(409);
      const self = await fresh.app.inject({
        method: 'DELETE',
        url: `/api/user/${actors.admin.id}/delete/`,
        headers: auth(actors.admin),
      });
      expect(self.statusCode).toBe(403);
    } finally {
      await fresh.close();
    }
  });

  it('deletes a user: gone from lists, e-mail free again, their posts stay published', async () => {
    const author = await makeUser(t.app, { is_lawyer: true, name: 'Autora Antiga' });
    const post = await createPostViaApi(t.app, author, { title: 'Post da autora antiga' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/user/${author.id}/delete/`, headers: auth(a.admin) });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/${author.id}/detail/`, headers: auth(a.admin) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me/', headers: auth(author) })).statusCode).toBe(401);
    const pub = await t.app.inject({ method: 'GET', url: `/api/post/public-posts/${post.slug}/` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.author.name).toBe('Autora Antiga');
    const again = await create({ name: 'Nova', email: author.email, password: 'segredo123' });
    expect(again.statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user/${author.id}/delete/`, headers: auth(a.admin) }))
        .statusCode,
    ).toBe(404);
  });

  it.each(['abc', '0', '-1', '99999999999999', "1' or '1'='1"])('unknown or invalid id %s is a 4xx', async (id) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/${encodeURIComponent(id)}/detail/`,
      headers: auth(a.admin),
    });
    expect([400, 404]).toContain(res.statusCode);
  });
});
