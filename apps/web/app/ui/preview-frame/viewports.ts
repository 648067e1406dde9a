// The screen widths an editor previews the shop at (the page builder's canvas, the theme editor's frame),
// one in each range of spec §9's breakpoints: desktop above 1152 px, the mobile layout scheme's range
// (768–1152 px), a phone below 768 px.

export const VIEWPORTS = [
  { key: 'desktop', width: 1280, label: 'cms.viewportDesktop' },
  { key: 'tablet', width: 1024, label: 'cms.viewportTablet' },
  { key: 'mobile', width: 390, label: 'cms.viewportMobile' },
] as const;

export type ViewportKey = (typeof VIEWPORTS)[number]['key'];

/** The frame's width in CSS pixels for a viewport. */
export const viewportWidth = (key: ViewportKey): number =>
  VIEWPORTS.find((option) => option.key === key)!.width;
