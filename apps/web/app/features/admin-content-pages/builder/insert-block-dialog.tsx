import { BLOCK_TABS, type BlockTab } from '@print/core/pages/block';
import { PAGE_BLOCKS, type PageBlockType } from '@print/core/pages/blocks/index';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FormDialog } from '../../../ui/dialog.tsx';
import styles from './page-builder.module.css';

const TAB_LABELS: Record<BlockTab, string> = {
  heroTitles: 'cms.blockTabHeroTitles',
  products: 'cms.blockTabProducts',
  special: 'cms.blockTabSpecial',
  linkPage: 'cms.blockTabLinkPage',
  text: 'cms.blockTabText',
  image: 'cms.blockTabImage',
  cloudbar: 'cms.blockTabCloudbar',
};

/**
 * The insert-block picker (spec §2): the block types by the spec's tabs, inserted where the editor is
 * (after the selected block, else at the end of the selected or last section), and 'create with AI
 * instead' where the AI is offered.
 */
export function InsertBlockDialog({
  isOpen,
  target,
  onInsert,
  onClose,
  aiAction,
}: {
  isOpen: boolean;
  /** Where the block goes, named for the admin ("Insert into: Section 2"). */
  target: string;
  onInsert: (type: PageBlockType) => void;
  onClose: () => void;
  /** The AI's entry, when there is one. */
  aiAction?: { label: string; onPress: () => void };
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<BlockTab>('heroTitles');
  return (
    <FormDialog
      title={t('cms.insertBlock')}
      isOpen={isOpen}
      onClose={onClose}
      size="large"
      testId="insert-block-dialog"
    >
      <p className={styles.dialogNote}>{t('cms.insertInto', { section: target })}</p>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as BlockTab)}>
        <TabList aria-label={t('cms.insertBlock')} className={styles.tabList}>
          {BLOCK_TABS.map((key) => (
            <Tab key={key} id={key} className={styles.tab} data-testid={`insert-tab-${key}`}>
              {t(TAB_LABELS[key])}
            </Tab>
          ))}
        </TabList>
        {BLOCK_TABS.map((key) => (
          <TabPanel key={key} id={key} className={styles.tabPanel}>
            <ul className={styles.blockChoices}>
              {PAGE_BLOCKS.filter((declaration) => declaration.tab === key).map((declaration) => (
                <li key={declaration.type}>
                  <button
                    type="button"
                    className={styles.blockChoice}
                    data-testid={`insert-${declaration.type}`}
                    onClick={() => onInsert(declaration.type)}
                  >
                    {t(declaration.label)}
                  </button>
                </li>
              ))}
            </ul>
          </TabPanel>
        ))}
      </Tabs>
      <div className={styles.dialogActions}>
        {aiAction && (
          <Button
            color="secondary"
            onPress={() => {
              // The picker gives way to the AI's dialog.
              onClose();
              aiAction.onPress();
            }}
            data-testid="insert-with-ai"
          >
            {aiAction.label}
          </Button>
        )}
        <Button color="neutral" onPress={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </FormDialog>
  );
}
