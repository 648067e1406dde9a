import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  data,
  openHarness,
  type GraphqlCall,
  type GraphqlHandler,
} from '../../../../testing/browser-driver.ts';
import { eventually, harnessBrowser, toasts } from '../../../../testing/harness-browser.ts';
import type { ModalsHarnessConfig } from './test/harness.tsx';

// The page builder's option modals in Chromium (issue 25, spec §2): the icon picker searched and used by
// keyboard; RSS options, social buttons and the call to action checked by their blocks' declarations
// in @print/core before anything is handed back, with the spec's messages.

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));

const ICON = (name: string) => ({
  name,
  viewBox: '0 0 24 24',
  shapes: [{ tag: 'path', attributes: { d: 'M4 4h16v16H4z', stroke: 'currentColor', fill: 'none' } }],
});
const ICONS = ['truck', 'truck-electric', 'tractor', 'shield-check', 'leaf', 'printer'];

/** The server's icon search as modules/content/icons answers it: every word in the name. */
const iconServer: GraphqlHandler = (call: GraphqlCall) => {
  const search = String(call.variables.search ?? '').toLowerCase();
  const found = ICONS.filter((name) => search.split(/\s+/).every((word) => name.includes(word)));
  return data({ pageIcons: { total: found.length, icons: found.map(ICON) } });
};

const browser = harnessBrowser(
  (chromium, config: ModalsHarnessConfig, handler: GraphqlHandler = iconServer) =>
    openHarness(chromium, { entry: HARNESS, config, handler, readyTestId: 'saved' }),
);

const saved = async (page: Page) =>
  JSON.parse((await page.getByTestId('saved').textContent()) ?? '[]') as unknown[];
const isOpen = (page: Page) => page.getByTestId('open').textContent();
const input = (page: Page, testId: string) => page.getByTestId(testId);
/** The texts an input is described by: its validation message, as a screen reader announces it. */
const message = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

describe('the icon picker', { timeout: 60_000 }, () => {
  it('searches the set as one types and picks an icon with the keyboard', async () => {
    const { page, calls } = await browser.open({ modal: 'icon' });
    await eventually(() => page.getByTestId('icon-count').textContent()).toBe('6 icons');
    await page.keyboard.type('truck');
    await eventually(() => page.getByTestId('icon-count').textContent()).toBe('2 icons');
    expect(calls.at(-1)!.variables).toMatchObject({ search: 'truck' });
    // Into the grid, to the second icon, and pick it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await eventually(() => saved(page)).toEqual(['truck-electric']);
    expect(await isOpen(page)).toBe('false');
  });

  it('says when nothing matches, clears the icon with "No icon", and closes on Escape', async () => {
    const { page } = await browser.open({ modal: 'icon', value: 'leaf' });
    await eventually(() => page.getByTestId('icon-count').textContent()).toBe('1 icon');
    await input(page, 'icon-search').fill('zebra');
    await eventually(() => page.getByTestId('icon-count').textContent()).toBe('No icons found.');
    await page.getByTestId('icon-none').click();
    await eventually(() => saved(page)).toEqual(['']);

    await page.getByTestId('reopen').click();
    await page.getByTestId('icon-picker').waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => isOpen(page)).toBe('false');
    expect(await saved(page)).toEqual(['']);
  });
});

describe('the RSS options', { timeout: 60_000 }, () => {
  it('offers every option of spec §3 and hands them back checked', async () => {
    const { page } = await browser.open({ modal: 'rss' });
    await input(page, 'rss-feedUrl').fill('https://podcast.example/feed.xml');
    for (const name of ['showFirstAsHero', 'showAuthor', 'autoplay'])
      await page.getByTestId(`rss-${name}`).click();
    await input(page, 'rss-maxItems').fill('5');
    await input(page, 'rss-lastDays').fill('30');
    await input(page, 'rss-categoryFilter').fill('Technik');
    await page.getByTestId('rss-listStyle').click();
    await page.getByRole('option', { name: '3 columns' }).click();
    await page.getByTestId('rss-spacing').click();
    await page.getByRole('option', { name: 'Spacious' }).click();
    await page.getByTestId('save-rss-options').click();
    await eventually(() => isOpen(page)).toBe('false');
    expect((await saved(page))[0]).toMatchObject({
      feedUrl: 'https://podcast.example/feed.xml',
      showFirstAsHero: true,
      showAuthor: true,
      autoplay: true,
      thumbnails: true,
      maxItems: 5,
      lastDays: 30,
      categoryFilter: 'Technik',
      listStyle: 'threeColumns',
      spacing: 'spacious',
      descriptionMode: 'excerpt',
    });
  });

  it('refuses what the RSS block refuses, at its input, and hands nothing back', async () => {
    const { page } = await browser.open({ modal: 'rss' });
    await input(page, 'rss-feedUrl').fill('http://podcast.example/feed.xml');
    await input(page, 'rss-maxItems').fill('500');
    await page.getByTestId('save-rss-options').click();
    await eventually(() => message(page, 'rss-feedUrl')).toContain('https');
    await eventually(() => message(page, 'rss-maxItems')).toContain('from 1 to 50');
    expect(await saved(page)).toEqual([]);
    expect(await isOpen(page)).toBe('true');
  });
});

describe('the social buttons', { timeout: 60_000 }, () => {
  const button = (platform: string) => ({ platform, url: `https://${platform}.example/shop`, label: {} });

  it('adds up to 5 buttons and then says the spec’s limit', async () => {
    const { page } = await browser.open({ modal: 'social', value: { buttons: [button('instagram')] } });
    for (let count = 1; count < 5; count++) await page.getByTestId('social-add').click();
    await eventually(() => page.getByTestId('social-limit').textContent()).toBe(
      'Maximum of 5 social buttons allowed',
    );
    expect(await page.getByTestId('social-add').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid^="social-row-"]').count()).toBe(5);
    // Every platform is offered, each new row starts with one not used yet.
    await page.getByTestId('social-platform-1').click();
    expect(await page.getByRole('option').count()).toBe(10);
    await page.keyboard.press('Escape');
    for (let index = 1; index < 5; index++)
      await input(page, `social-url-${index}`).fill(`https://x.example/${index}`);
    await page.getByTestId('save-social-buttons').click();
    await eventually(() => isOpen(page)).toBe('false');
    const [props] = (await saved(page)) as { buttons: { platform: string }[] }[];
    expect(props!.buttons.map((entry) => entry.platform)).toEqual([
      'instagram',
      'twitter',
      'facebook',
      'linkedin',
      'youtube',
    ]);
  });

  it('refuses six buttons that arrive with the value, and a URL that is not https', async () => {
    const six = ['twitter', 'facebook', 'instagram', 'linkedin', 'youtube', 'tiktok'].map(button);
    const { page } = await browser.open({ modal: 'social', value: { buttons: six } });
    await page.getByTestId('save-social-buttons').click();
    await eventually(() => page.getByTestId('social-buttons-error').textContent()).toBe(
      'Maximum of 5 social buttons allowed',
    );
    await page.getByTestId('social-remove-5').click();
    await input(page, 'social-url-0').fill('http://twitter.example/shop');
    await page.getByTestId('save-social-buttons').click();
    await eventually(() => message(page, 'social-url-0')).toContain('https');
    expect(await saved(page)).toEqual([]);
  });
});

describe('the call-to-action editor', { timeout: 60_000 }, () => {
  it('takes a label per language, a relative or https URL, target, click behaviour and colour: CTA saved', async () => {
    const { page } = await browser.open({ modal: 'cta' });
    await input(page, 'cta-label-en-GB').fill('Get a quote');
    await input(page, 'cta-label-de-DE').fill('Angebot anfragen');
    await input(page, 'cta-url').fill('javascript:alert(1)');
    await page.getByTestId('save-cta').click();
    await eventually(() => message(page, 'cta-url')).toContain('https://');
    expect(await saved(page)).toEqual([]);

    await input(page, 'cta-url').fill('/contact');
    await page.getByTestId('cta-target').click();
    await page.getByRole('option', { name: 'New tab' }).click();
    await page.getByTestId('cta-click').click();
    await page.getByRole('option', { name: 'Button + Tile' }).click();
    await page.getByTestId('cta-tile').waitFor();
    await page.getByTestId('cta-colour').click();
    await page.getByRole('option', { name: 'Success' }).click();
    await page.getByTestId('save-cta').click();
    await eventually(() => toasts(page)).toContain('CTA saved');
    expect((await saved(page))[0]).toMatchObject({
      label: { 'en-GB': 'Get a quote', 'de-DE': 'Angebot anfragen' },
      url: '/contact',
      target: 'new',
      clickBehaviour: 'both',
      colour: 'success',
    });
  });
});
