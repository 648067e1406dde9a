import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where `npm run build` puts the web app (its server build and its client assets). */
export const WEB_BUILD_DIR = path.resolve(import.meta.dirname, '../../../../web/build');

export function webBuildExists(buildDir = WEB_BUILD_DIR): boolean {
  return existsSync(path.join(buildDir, 'server/index.js'));
}
