import { useState } from 'react';
import { useLocation } from 'react-router';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { mountHarness } from '../../../testing/mount-harness.tsx';
import { editorShell } from './editor-shell.ts';
import { ContentPageSettingsPage } from '../content-page-settings-page.tsx';
import { ContentPagesPage } from '../content-pages-page.tsx';
import { PublishCheckList } from '../publish-check-list.tsx';
import { SAMPLE_FINDINGS } from './publish-check-samples.ts';

// The browser entry of the CMS pages' component tests (content-pages-test-kit.ts opens it): the list
// and a page's settings on a memory router, in a shop with German (default) and English, signed in
// with the right to edit pages. The test answers their GraphQL requests.

export type ContentPagesHarnessConfig = {
  /** The address the router starts at, e.g. /admin/pages or /admin/pages/p1. */
  path: string;
};

function SettingsRoute() {
  const { pathname } = useLocation();
  const id = pathname.split('/').at(-1)!;
  return <ContentPageSettingsPage key={id} id={id} />;
}

/** The findings list on its own, as the page builder will show it: the selected block is shown. */
function FindingsRoute() {
  const [selected, setSelected] = useState('');
  return (
    <>
      <PublishCheckList findings={SAMPLE_FINDINGS} onSelectBlock={(blockId) => setSelected(blockId)} />
      <output data-testid="selected-block">{selected}</output>
    </>
  );
}

mountHarness(
  {
    '/admin/pages': <ContentPagesPage />,
    '/admin/pages/:id': <SettingsRoute />,
    '/admin/pages/:id/edit': <h1 data-testid="builder-page">Builder</h1>,
    '/admin/dashboard': <h1 data-testid="dashboard-page">Dashboard</h1>,
    '/publish-check-list': <FindingsRoute />,
  },
  {
    path: harnessConfig<ContentPagesHarnessConfig>().path,
    shell: editorShell(),
  },
);
