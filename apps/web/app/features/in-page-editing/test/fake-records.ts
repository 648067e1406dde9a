import { readPageDocument, type PageDocument } from '@print/core/pages/page-document';
import { applyPageTextEdit } from '@print/core/pages/page-text-edit';
import {
  data,
  userInputError,
  type GraphqlCall,
  type GraphqlReply,
} from '../../../testing/browser-driver.ts';
import { PAGE_ID, PRODUCT_ID } from './record-ids.ts';

// The product and CMS controls' operations, answered like the server (decision 0096): a product's
// texts with their revision guard, and the harness's CMS page with its version guard, edited by the
// core rules the server runs.

const LANGUAGES = ['en-GB', 'de-DE'];
const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

type Texts = { revision: number; texts: Record<string, string> };

export function fakeRecords() {
  const catalog = new Map<string, Texts>([
    [`product:${PRODUCT_ID}.name`, { revision: 3, texts: { 'en-GB': 'Flyer A5', 'de-DE': 'Flyer A5' } }],
    [
      `product:${PRODUCT_ID}.description`,
      { revision: 0, texts: { 'en-GB': JSON.stringify(paragraph('Printed on both sides')) } },
    ],
  ]);
  const page: { version: number; document: PageDocument } = {
    version: 4,
    document: readPageDocument(
      {
        schemaVersion: 1,
        sections: [
          {
            id: 's',
            blocks: [
              {
                id: 'hero',
                type: 'hero',
                props: { title: { 'en-GB': 'Welcome' }, buttonLabel: { 'de-DE': 'Los' } },
              },
            ],
          },
        ],
      },
      { languages: LANGUAGES },
    ).document,
  };
  const detail = (address: string) => {
    const stored = catalog.get(address)!;
    return {
      address,
      richText: address.endsWith('.description'),
      revision: stored.revision,
      texts: LANGUAGES.map((language) => ({ language, text: stored.texts[language] ?? '' })),
    };
  };
  const pageAnswer = () => ({ id: PAGE_ID, version: page.version, document: page.document });
  const handler = (call: GraphqlCall): GraphqlReply => {
    const vars = call.variables;
    switch (call.operationName) {
      case 'InPageCatalogText':
        return data({ inPageCatalogText: detail(vars.address as string) });
      case 'SaveInPageCatalogText': {
        const stored = catalog.get(vars.address as string)!;
        if (stored.revision !== vars.revision) return userInputError('admin.translationChangedMeanwhile');
        for (const { language, text } of vars.texts as { language: string; text: string }[])
          stored.texts[language] = text;
        stored.revision++;
        return data({ saveInPageCatalogText: detail(vars.address as string) });
      }
      case 'InPagePage':
        return data({ adminContentPage: pageAnswer() });
      case 'InPageEditPageText': {
        const edit = {
          blockId: vars.blockId as string,
          path: vars.path as string,
          language: vars.language as string,
          text: vars.text as string,
        };
        const result = applyPageTextEdit(page.document, LANGUAGES, edit);
        if (result.kind === 'invalid') return userInputError(result.error.key, { text: result.error });
        if (result.kind === 'missing') return userInputError('admin.pageTextGone');
        if (page.version !== vars.expectedVersion) return userInputError('admin.pageChanged');
        page.document = result.document;
        page.version++;
        return data({ editPageText: pageAnswer() });
      }
      default:
        return data({});
    }
  };
  return {
    handler,
    page,
    /** Another editor's save meanwhile: the text's revision, the page's version move on. */
    changeElsewhere: (address?: string) => {
      if (address) catalog.get(address)!.revision++;
      else page.version++;
    },
  };
}
