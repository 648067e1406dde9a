import { editableKinds } from '@print/core/i18n/edit-mode';
import type { Right } from '@print/core/rights';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EDIT_LEDGER_ID, serialiseLedger, type EditLedger } from '../../../lib/i18n/edit-ledger.ts';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { mountHarness } from '../../../testing/mount-harness.tsx';
import { registeredSession, testShellData } from '../../../shell/test-helpers.tsx';
import InPageEditor from '../editor.tsx';
import { PAGE_ID, PRODUCT_ID } from './record-ids.ts';

// The browser entry of the in-page editor's tests: a shop-like page rendered with catalogue texts (in
// text, a placeholder and an aria-label), a product's name and description the server marked, data that
// is no catalogue text, a CMS page's block with its text addresses, and the ledger the server would have
// written for it; a second page reached by a link, whose
// texts only the browser's own recording knows. The editor sits in the router's frame, as in the shop.

export type EditorHarnessConfig = {
  path: string;
  rights: Right[];
  /** The server's ledger of the first page (decision 0083); none: the page was not rendered editing. */
  ledger?: EditLedger;
  /** The shop's languages, the default first; left out: English only. */
  languages?: string[];
};

function ShopPage() {
  const { t } = useTranslation();
  return (
    <main data-testid="shop-page">
      <h1>{t('shell.cart')}</h1>
      <input placeholder={t('shell.searchPlaceholder')} data-testid="search" />
      <button type="button" aria-label={t('common.close')} data-testid="close-icon">
        ×
      </button>
      <h2 data-edit={`product:${PRODUCT_ID}.name`} data-testid="product-name">
        Flyer A5
      </h2>
      <div data-edit={`product:${PRODUCT_ID}.description`} data-testid="product-description">
        Printed on both sides
      </div>
      <p data-testid="data-text">Matt paper, 300 g</p>
      <div data-page-id={PAGE_ID}>
        <div data-block-id="hero">
          <p data-page-text="title" data-testid="cms-text">
            Welcome
          </p>
          <Link to="/other" data-page-text="buttonLabel" data-testid="cms-button">
            Start
          </Link>
        </div>
      </div>
      <Link to="/other" data-testid="to-other">
        {t('shell.footerImprint')}
      </Link>
    </main>
  );
}

function OtherPage() {
  const { t } = useTranslation();
  return (
    <main data-testid="other-page">
      <p data-testid="privacy">{t('shell.footerPrivacyPolicy')}</p>
    </main>
  );
}

const config = harnessConfig<EditorHarnessConfig>();
if (config.ledger) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = EDIT_LEDGER_ID;
  script.textContent = serialiseLedger(config.ledger);
  document.body.append(script);
}
const session = { ...registeredSession, rights: config.rights };
const shell = testShellData(session);
if (config.languages)
  shell.tenant = {
    ...shell.tenant,
    languages: config.languages.map((code, at) => ({ code, isDefault: at === 0 })),
    defaultLanguage: config.languages[0]!,
  };
mountHarness(
  { '/': <ShopPage />, '/other': <OtherPage /> },
  {
    path: config.path,
    shell: { ...shell, ...(config.ledger && { editing: true as const }) },
    header: <InPageEditor kinds={editableKinds(config.rights)} />,
  },
);
