import { ctaBlock, rssBlock, socialButtonsBlock } from '@print/core/pages/blocks/index';
import { useState } from 'react';
import { testShellData } from '../../../../../shell/test-helpers.tsx';
import { harnessConfig } from '../../../../../testing/harness-config.ts';
import { mountHarness } from '../../../../../testing/mount-harness.tsx';
import { Button } from '../../../../../ui/button.tsx';
import { CtaEditorModal } from '../cta-editor-modal.tsx';
import { IconPickerModal } from '../icon-picker-modal.tsx';
import { RssOptionsModal } from '../rss-options-modal.tsx';
import { SocialButtonsModal } from '../social-buttons-modal.tsx';

// The browser entry of the page builder modals' tests (modals.browser.test.ts): one modal opened with
// a value (the block's defaults, or the test's), what it handed back with onSave/onPick shown as JSON.

export type ModalsHarnessConfig = {
  modal: 'icon' | 'rss' | 'social' | 'cta';
  /** The value the modal opens with, over the block's defaults (an icon name for the picker). */
  value?: unknown;
};

const config = harnessConfig<ModalsHarnessConfig>();
const LANGUAGES = ['en-GB', 'de-DE'];

const defaults = (fields: Record<string, { default: unknown }>) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, structuredClone(field.default)]));

function Modal({ onSaved, onClose }: { onSaved: (value: unknown) => void; onClose: () => void }) {
  const value = config.value;
  switch (config.modal) {
    case 'icon':
      return <IconPickerModal value={(config.value as string) ?? ''} onPick={onSaved} onClose={onClose} />;
    case 'rss':
      return (
        <RssOptionsModal
          value={{ ...defaults(rssBlock.fields), ...(value ?? {}) } as never}
          onSave={onSaved}
          onClose={onClose}
        />
      );
    case 'social':
      return (
        <SocialButtonsModal
          value={
            { ...defaults(socialButtonsBlock.fields), ...((value as object | undefined) ?? {}) } as never
          }
          onSave={onSaved}
          onClose={onClose}
        />
      );
    case 'cta':
      return (
        <CtaEditorModal
          value={{ ...defaults(ctaBlock.fields), ...((value as object | undefined) ?? {}) } as never}
          onSave={onSaved}
          onClose={onClose}
          languages={LANGUAGES}
        />
      );
  }
}

function Page() {
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState<unknown[]>([]);
  return (
    <>
      <output data-testid="saved">{JSON.stringify(saved)}</output>
      <output data-testid="open">{String(open)}</output>
      <Button onPress={() => setOpen(true)} data-testid="reopen">
        Open
      </Button>
      {open && (
        <Modal onSaved={(value) => setSaved((all) => [...all, value])} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

mountHarness(
  { '/': <Page /> },
  {
    shell: testShellData(null, 'full', {
      languages: [
        { code: 'en-GB', isDefault: true },
        { code: 'de-DE', isDefault: false },
      ],
    }),
  },
);
