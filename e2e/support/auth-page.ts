import { expect, type Page } from '@playwright/test';
import type { TestUser } from './fixtures';

/** What a person does on /auth, step by step. */
export class AuthScreen {
  constructor(readonly page: Page) {}

  tab(name: 'Login' | 'Register' | 'Reset Password') {
    return this.page.getByRole('tab', { name, exact: true });
  }

  panel(name: 'Login' | 'Register' | 'Reset Password') {
    return this.page.getByRole('tabpanel', { name, exact: true });
  }

  async open() {
    await this.page.goto('/auth');
    await expect(this.tab('Login')).toHaveAttribute('aria-selected', 'true');
  }

  async login(email: string, password: string) {
    const form = this.panel('Login');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
  }

  async register(user: TestUser, confirmPassword = user.password) {
    await this.tab('Register').click();
    const form = this.panel('Register');
    await form.getByLabel('First Name').fill(user.firstName);
    await form.getByLabel('Last Name').fill(user.lastName);
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await form.getByLabel('Confirm Password').fill(confirmPassword);
    await form.getByRole('button', { name: 'Create Account' }).click();
  }

  async enterResetCode(code: string) {
    await this.page.getByLabel('Reset code digit 1 of 6').click();
    await this.page.keyboard.type(code);
  }
}

/** The signed-in member's name button in the desktop bar. */
export function userMenuButton(page: Page, user: Pick<TestUser, 'firstName' | 'lastName'>) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: `${user.firstName} ${user.lastName}` });
}

/** The toast on screen (Mantine renders notifications as alerts). */
export function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

/** Closes the toast with its dismiss button and waits until it has left the screen. */
export async function dismissToast(page: Page, title: string) {
  const shown = toast(page, title);
  await shown.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(shown).toHaveCount(0);
}
