import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FONT_CATALOGUE } from '@print/core/theme/font-catalogue';
import { getFontDefinition } from '@print/core/theme/fonts';
import { describe, expect, it } from 'vitest';

// The font browser's numbers (core theme/font-catalogue.ts) are constants so the editor needs no request
// for them; they must be those of the files this server serves (font-files.ts), or a shop owner would
// choose by wrong sizes and scripts. Updating an @fontsource package shows here.

const require = createRequire(import.meta.url);

describe('the font catalogue', () => {
  it.each(FONT_CATALOGUE.map((font) => [font.family, font] as const))(
    '%s: download size and scripts are those of its @fontsource files',
    async (family, font) => {
      const definition = getFontDefinition(family)!;
      const root = path.dirname(require.resolve(`${definition.fontsourcePackage}/package.json`));
      const name = definition.fontsourcePackage.replace('@fontsource/', '');
      const sizes = await Promise.all(
        [400, 700].map(
          async (weight) =>
            (await stat(path.join(root, 'files', `${name}-latin-${weight}-normal.woff2`))).size,
        ),
      );
      expect(sizes[0]! + sizes[1]!).toBe(font.downloadBytes);
      const metadata = JSON.parse(await readFile(path.join(root, 'metadata.json'), 'utf8')) as {
        subsets: string[];
        category: string;
      };
      expect([...font.scripts].sort()).toEqual([...metadata.subsets].sort());
      expect(font.category === 'mono').toBe(metadata.category === 'monospace');
    },
  );
});
