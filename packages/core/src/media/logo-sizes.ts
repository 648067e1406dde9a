// The pixel sizes of a shop's logos (spec §9: wide logo 900×186, favicon 512×512): the smallest the
// wizard accepts (logo-rules.ts), and the width:height the shop reserves for them before they load. A
// module of its own: the shop's header needs the sizes, not the rules.

export type PixelSize = { width: number; height: number };

export const SQUARE_LOGO_SIZE: PixelSize = { width: 256, height: 256 };
export const WIDE_LOGO_SIZE: PixelSize = { width: 900, height: 186 };
export const FAVICON_SIZE: PixelSize = { width: 512, height: 512 };
/** The login background covers the page: any shape at least this big. */
export const LOGIN_BACKGROUND_SIZE: PixelSize = { width: 1280, height: 720 };
