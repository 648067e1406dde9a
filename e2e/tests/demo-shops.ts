import { expect, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';

// The two demo shops seeded by the server (apps/server/src/modules/demo) with their accounts, for the
// specs that walk the same journey in both.

/** Login name, password and the address its sign-in code is mailed to. */
export type Account = readonly [login: string, password: string, email: string];

export type DemoShop = {
  name: string;
  origin: string;
  admin: Account;
  customer: Account;
};

export const DRUCKEREI_SHOP: DemoShop = {
  name: 'Druckerei',
  origin: DRUCKEREI,
  admin: ['admin', 'Admin#2026', 'admin@druckerei.test'],
  customer: ['kunde', 'Kunde#2026', 'kunde@druckerei.test'],
};

export const NORTHPRINT_SHOP: DemoShop = {
  name: 'NorthPrint',
  origin: NORTHPRINT,
  admin: ['admin', 'Admin#2026', 'admin@northprint.test'],
  customer: ['customer', 'Customer#2026', 'customer@northprint.test'],
};

/** Signs in on the shop's login page as a person does (the code read from the mail). */
export async function signIn(page: Page, shop: DemoShop, [login, password, email]: Account) {
  await page.goto(`${shop.origin}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, login, password, email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}
