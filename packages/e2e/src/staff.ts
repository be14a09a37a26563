import type { Locator, Page } from '@playwright/test';
import type { Api, ApiUser } from './api';
import { expect, hydrated } from './fixtures';

export interface Person {
  user: ApiUser;
  email: string;
  password: string;
  token: string;
}

/** A user created through the API by the administrator, signed in through the API. */
export async function createPerson(
  api: Api,
  adminToken: string,
  uid: string,
  role: 'lawyer' | 'admin' | 'plain',
  name: string,
  extra: { title?: string; summary?: string } = {},
): Promise<Person> {
  const first = name
    .split(' ')[0]!
    .normalize('NFKD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
  const email = `${first}.${uid}@e2e.camposvieira.test`;
  const password = `Senha-${uid}`;
  const user = await api.createUser(adminToken, { name, email, password, role, ...extra });
  return { user, email, password, token: await api.login(email, password) };
}

/** The login screen (§2). */
export async function expectLoginScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Acesso Restrito' })).toBeVisible();
  await expect(page.getByText('Faça login para acessar o sistema administrativo.')).toBeVisible();
}

/** Signs in through the login screen on the current page. */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email ou Usuário').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The staff navigation (side bar on wide screens, bottom bar on phones). */
export function staffNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Navegação do painel' });
}

/** A link of the staff navigation by its address. */
export function staffLink(page: Page, href: string): Locator {
  return staffNav(page).locator(`a[href="${href}"]`);
}

/** The rows of a back-office list: table rows on wide screens, cards on phones. */
export function records(page: Page, label: 'Usuários' | 'Posts'): Locator {
  return page
    .getByRole('table', { name: label })
    .locator('tbody tr')
    .or(page.getByRole('list', { name: label }).locator(':scope > li'));
}

/** A toast with this title (and message). */
export function toast(page: Page, title: string, message?: string): Locator {
  const card = page
    .locator('[data-rht-toaster] [role="status"], [data-rht-toaster] [role="alert"]')
    .filter({ hasText: title });
  return message ? card.filter({ hasText: message }) : card;
}

/** Opens a back-office path and waits for its screen (past the guard's 'Carregando...'). */
export async function openStaff(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
