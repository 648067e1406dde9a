import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { openHarness } from '../../../testing/browser-driver.ts';
import type { GraphqlHandler, OpenedHarness } from '../../../testing/browser-driver.ts';
import type { HarnessConfig } from './harness.tsx';

// The product form's component tests in Chromium: harness.tsx opened by the shared browser driver
// (testing/browser-driver.ts says why a real browser), the GraphQL endpoint answered by the test.

export {
  data,
  launchBrowser,
  operationNames,
  PNG,
  userInputError,
  type GraphqlCall,
  type GraphqlHandler,
  type GraphqlReply,
} from '../../../testing/browser-driver.ts';

const HARNESS = fileURLToPath(new URL('./harness.tsx', import.meta.url));

export type OpenedForm = OpenedHarness;

/** Opens the form with this configuration. Close it before opening the next one. */
export function openForm(
  browser: Browser,
  config: HarnessConfig,
  handler: GraphqlHandler,
  themeCss = '',
): Promise<OpenedForm> {
  return openHarness(browser, { entry: HARNESS, config, handler, themeCss, readyTestId: 'product-form' });
}
