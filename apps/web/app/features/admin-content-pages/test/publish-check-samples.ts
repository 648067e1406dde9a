import type { PublishFinding } from '@print/core/pages/publish-check';

// Findings of the publish check as the server answers them (modules/content/content-publish-check), for
// the component tests: a page's SEO title, an image's alternative text, a section's contrast.

export const SAMPLE_FINDINGS: PublishFinding[] = [
  {
    kind: 'seoTitle',
    key: 'cms.publishCheckSeoTitleMissing',
    values: { length: '0', min: '20', max: '60' },
    blockId: null,
    blockType: null,
    sectionId: null,
    path: 'seoTitle.en-GB',
    language: 'en-GB',
  },
  {
    kind: 'imageAlt',
    key: 'cms.publishCheckImageAlt',
    values: {},
    blockId: 'photo',
    blockType: 'image',
    sectionId: 'main',
    path: 'sections.0.blocks.1.props.image.alt.de-DE',
    language: 'de-DE',
  },
  {
    kind: 'contrast',
    key: 'cms.publishCheckContrast',
    values: { ratio: '3.5', minimum: '4.5' },
    blockId: null,
    blockType: null,
    sectionId: 'offer',
    path: 'sections.1.settings.background',
    language: null,
  },
];
