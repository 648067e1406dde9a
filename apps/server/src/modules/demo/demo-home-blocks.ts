// Building blocks of the demo shops' home pages (issue 25: today's home rebuilt from blocks): the hero as
// a band with printed matter beside it, category teasers with a product's picture, a product grid and
// titled points side by side. Written compactly like demo-pages.ts; each language's text side by side.

type Texts = Record<string, string>;

/** The opening band over the screen's whole width: the shop's claim, title, text and two buttons. */
export const heroBand = (
  id: string,
  props: {
    eyebrow: Texts;
    title: Texts;
    subtitle: Texts;
    buttonLabel: Texts;
    buttonUrl: string;
    secondaryLabel: Texts;
    secondaryUrl: string;
  },
) => ({
  id,
  type: 'hero',
  props: { align: 'start', height: { base: 'small', desktop: 'large' }, artwork: 'printedMatter', ...props },
});

/** A category's teaser: its name, line and one of its products' pictures (described per language). */
export const categoryCard = (
  id: string,
  props: { title: Texts; description: Texts; url: string; picture: string; alt: Texts },
) => ({
  id,
  type: 'linkPage',
  props: {
    title: props.title,
    description: props.description,
    url: props.url,
    image: { src: props.picture, alt: props.alt },
  },
});

/** The newest products as a grid, priced for the viewer. */
export const newestGrid = (id: string, title: Texts, limit = 4) => ({
  id,
  type: 'productRow',
  props: { title, source: 'newest', limit, layout: 'grid' },
});

/** A titled point (a benefit, a step): a third-level heading with its line. */
export const point = (id: string, title: Texts, line: Texts) => ({
  id,
  type: 'heading',
  props: { text: title, subline: line, level: 'h3' },
});

/** A section's title with the line below it. */
export const sectionTitle = (id: string, title: Texts, line?: Texts) => ({
  id,
  type: 'heading',
  props: { text: title, level: 'h2', ...(line ? { subline: line } : {}) },
});

/** Settings of the home's sections: the band's, the landing page's width, a subtle tinted band. */
export const BAND = { width: 'none', padding: { base: 'none' } };
export const WIDE = { width: 'wide', padding: { base: 'medium' } };
export const TINTED = { ...WIDE, background: 'applications.cms.sectionBackground' };
