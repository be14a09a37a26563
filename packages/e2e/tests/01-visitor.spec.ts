import type { Locator, Page } from '@playwright/test';
import { expect, open, test } from '../src/fixtures';

/** Flow 1: a visitor on the landing page (§2 Landing page, Contact form). */

const WHATSAPP_GREETING = 'Olá! Gostaria de agendar uma consulta.';
const FIRM_WHATSAPP = '5513997123456';
const CONTACT_ALERT = 'Por favor, preencha todos os campos obrigatórios.';

/** Are these (single) elements in this document order? */
async function inDocumentOrder(page: Page, locators: Locator[]): Promise<boolean> {
  const handles = await Promise.all(locators.map((locator) => locator.elementHandle()));
  return page.evaluate(
    (nodes) => nodes.every((node, i) => i === 0 || Boolean(nodes[i - 1]!.compareDocumentPosition(node) & 4)),
    handles,
  );
}

/** The primary navigation (the menu button opens it on phones). */
async function navLink(page: Page, name: string, isMobile: boolean) {
  const nav = page.getByRole('navigation', { name: 'Principal' });
  if (isMobile) {
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Fechar' })).toHaveAttribute('aria-expanded', 'true');
  }
  return nav.getByRole('link', { name, exact: true }).filter({ visible: true });
}

test.describe('visitante na página inicial', () => {
  test('seções em ordem com âncoras, herói, menu e WhatsApp flutuante', async ({ page, guard }, testInfo) => {
    const isMobile = Boolean(testInfo.project.use.isMobile);
    await open(page, '/');
    await expect(page).toHaveTitle(/Campos & Vieira Advocacia/);

    // Fixed order: navigation bar, hero, services, blog teaser, about, contact, floating WhatsApp.
    const floating = page.locator(`a[href^="https://wa.me/${FIRM_WHATSAPP}"]`, { hasText: 'Agendar consulta' });
    const sections = ['#services', '#blog', '#about', '#contact'].map((id) => page.locator(id));
    const order = [
      page.getByRole('navigation', { name: 'Principal' }),
      page.locator('#hero-title'),
      ...sections,
      floating,
    ];
    expect(await inDocumentOrder(page, order)).toBe(true);
    await expect(page.locator('#services')).toContainText('Como podemos ajudar');
    await expect(page.locator('#blog')).toContainText('Saiba seus direitos');
    await expect(page.locator('#about')).toContainText('Sobre o escritório');
    await expect(page.locator('#contact')).toContainText('Fale com o escritório');
    await expect(page.locator('footer, [role="contentinfo"]').first()).toContainText('Acesso Restrito');
    await guard.checkA11y(page, 'página inicial');

    // The floating button opens the firm's chat with the spec's prefilled text.
    const chat = new URL((await floating.getAttribute('href'))!);
    expect(chat.origin + chat.pathname).toBe(`https://wa.me/${FIRM_WHATSAPP}`);
    expect(chat.searchParams.get('text')).toBe(WHATSAPP_GREETING);
    await expect(floating).toHaveAttribute('target', '_blank');
    await expect(floating).toHaveAttribute('rel', /noopener/);

    // Smooth scrolling is the page's own behaviour.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');

    // The nav scrolls to each section on the landing page (phones: through the menu, which closes).
    for (const [label, id] of [
      ['Serviços', 'services'],
      ['Sobre', 'about'],
      ['Contato', 'contact'],
    ] as const) {
      const link = await navLink(page, label, isMobile);
      await expect(link).toHaveAttribute('href', `#${id}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
      if (isMobile) await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    }
    // Down the page, the floating button is on screen.
    await expect(floating).toBeVisible();
    await expect(floating).toBeInViewport();

    // Blog: an anchor to the teaser on wide screens; the phone menu opens /blog itself.
    if (isMobile) {
      // The menu toggles open and closed.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Fechar' }).click();
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(
        page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Sobre' }),
      ).toBeHidden();
    } else {
      const blog = await navLink(page, 'Blog', false);
      await expect(blog).toHaveAttribute('href', '#blog');
      await blog.click();
      await expect(page.locator('#blog')).toBeInViewport();
    }

    // Hero: 'Saiba Seus Direitos' scrolls to the blog section.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const learn = page.getByRole('link', { name: 'Saiba Seus Direitos' });
    await expect(learn).toHaveAttribute('href', '#blog');
    await learn.click();
    await expect(page).toHaveURL(/\/#blog$/);
    await expect(page.locator('#blog')).toBeInViewport();
    const heroChat = new URL(
      (await page.getByRole('link', { name: 'Conversar pelo WhatsApp' }).first().getAttribute('href'))!,
    );
    expect(heroChat.searchParams.get('text')).toBe(WHATSAPP_GREETING);

    if (isMobile) {
      const blog = await navLink(page, 'Blog', true);
      await expect(blog).toHaveAttribute('href', '/blog');
      await blog.click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await guard.checkA11y(page, 'blog (pelo menu do celular)');
    }
  });

  test('em outras páginas o menu leva a /#âncora', async ({ page, guard }, testInfo) => {
    const isMobile = Boolean(testInfo.project.use.isMobile);
    await open(page, '/blog');
    await guard.checkA11y(page, 'blog');
    for (const [label, id] of [
      ['Serviços', 'services'],
      ['Sobre', 'about'],
      ['Contato', 'contact'],
    ] as const) {
      const link = await navLink(page, label, isMobile);
      await expect(link).toHaveAttribute('href', `/#${id}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`#${id}`)).toBeAttached();
      await expect(page.locator(`#${id}`)).toBeInViewport();
      // The same landing page each time: one axe pass is enough.
      if (id === 'services') await guard.checkA11y(page, `página inicial em #${id}`);
      await open(page, '/blog');
    }
    // The logo goes home.
    await page
      .getByRole('link', { name: /página inicial/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/#about e /#contact ficam na seção enquanto o blog e a equipe carregam', async ({
    page,
    guard,
    api,
    admin,
    uid,
  }, testInfo) => {
    // A full team pushes #contact far down once it arrives (client navigation): the section must stay in view.
    for (const name of ['Ana', 'Bruno', 'Davi', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Íris', 'Júlio', 'Carla']) {
      await api.createUser(admin.token, {
        name: `${name} Equipe ${uid}`,
        email: `${name
          .normalize('NFKD')
          .replace(/[^a-zA-Z]/g, '')
          .toLowerCase()}.${uid}@e2e.camposvieira.test`,
        password: `Senha-${uid}`,
        role: 'lawyer',
      });
    }
    for (const [label, id] of [
      ['Sobre', 'about'],
      ['Contato', 'contact'],
    ] as const) {
      await open(page, '/blog');
      await guard.checkA11y(page, 'blog');
      await (await navLink(page, label, Boolean(testInfo.project.use.isMobile))).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.getByText(`Carla Equipe ${uid}`)).toBeAttached();
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await guard.checkA11y(page, `página inicial em #${id}`);
    }
  });

  test('formulário de contato: alerta com campos vazios e mailto quando preenchido', async ({ page, guard }) => {
    await open(page, '/');
    const form = page.locator('#contact form');
    const send = form.getByRole('button', { name: 'Enviar mensagem' });

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    // Reads (the page's own data) may happen at any time; nothing may be sent.
    const apiWrites: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) {
        apiWrites.push(`${request.method()} ${request.url()}`);
      }
    });
    // The mail link leaves the page through a navigation request the browser hands to the OS:
    // caught here at the protocol level, before anything opens.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const navigations: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (event) => navigations.push(event.url));

    await expect(form.getByLabel('Assunto')).toContainText('Direito Trabalhista');
    const subjects = await form.getByLabel('Assunto').locator('option:not([value=""])').allTextContents();
    expect(subjects).toEqual([
      'Direito Trabalhista',
      'Previdência Social',
      'BPC/LOAS',
      'Direito Empresarial',
      'Contencioso Civil',
      'Direito de Família',
      'Outros',
    ]);

    await send.click();
    await expect.poll(() => alerts).toEqual([CONTACT_ALERT]);

    // Each required field in turn: still blocked until name, e-mail, subject and message are all there.
    await form.getByLabel('Nome').fill('Maria da Silva');
    await form.getByLabel('E-mail').fill('maria.silva@exemplo.com.br');
    await form.getByLabel('Assunto').selectOption('Previdência Social');
    await send.click();
    await expect.poll(() => alerts.length).toBe(2);
    expect(alerts[1]).toBe(CONTACT_ALERT);

    await form.getByLabel('Mensagem').fill('Fui demitido e quero saber\nsobre a minha aposentadoria.');
    await send.click();
    await expect.poll(() => navigations.find((url) => url.startsWith('mailto:'))).toBeTruthy();
    expect(alerts).toHaveLength(2);

    const mailto = new URL(navigations.find((url) => url.startsWith('mailto:'))!);
    expect(mailto.pathname).toBe('contato@camposvieira.adv.br');
    expect(mailto.searchParams.get('subject')).toBe('Previdência Social – contato pelo site – Maria da Silva');
    const body = mailto.searchParams.get('body')!;
    expect(body).toContain('Nome: Maria da Silva');
    expect(body).toContain('E-mail: maria.silva@exemplo.com.br');
    expect(body).toContain('Telefone: não informado');
    expect(body).toContain('Fui demitido e quero saber\r\nsobre a minha aposentadoria.');
    await expect(form.getByRole('status')).toContainText('Abrimos o seu e-mail com a mensagem pronta');
    // No API call: the contact form stores nothing (§2, §7).
    expect(apiWrites).toEqual([]);
    await guard.checkA11y(page, 'contato enviado');
  });
});
