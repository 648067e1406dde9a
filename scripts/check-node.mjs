// Stops `npm start`, `npm test`, `npm run dev`, `npm run bench` and `npm run lighthouse` (their
// pre-scripts) on a Node.js this project cannot run on, with one line saying what is needed and how to
// get it. Without it, an old Node fails later with "bad option: --experimental-strip-types".
// `npm install` stops before this runs (its `preinstall`), before downloading anything: `engine-strict` in
// .npmrc refuses, and npm's error shows the `engines.install` hint of package.json; this script is its
// fallback where engine-strict is turned off. Plain JavaScript on purpose: it has to run on the very Node
// versions it refuses, so no TypeScript and no syntax newer than Node 14's.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const root = new URL('../', import.meta.url);

function parseVersion(text) {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(String(text).trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/**
 * The comparators of an `engines.node` range, as this project writes it: alternatives joined by `||`,
 * each `>=x.y.z` (this or newer) or `^x.y.z` (this or newer within major x). Anything else throws, so a
 * range this check cannot read fails its test instead of letting every version pass.
 */
export function parseNodeRange(range) {
  return String(range)
    .split('||')
    .map((part) => {
      const match = /^(>=|\^)\s*(\d+(?:\.\d+){0,2})$/.exec(part.trim());
      if (!match) throw new Error(`check-node: cannot read the engines.node range "${range}"`);
      return { operator: match[1], version: parseVersion(match[2]) };
    });
}

export function satisfiesNodeRange(version, range) {
  const current = parseVersion(version);
  if (!current) return false;
  return parseNodeRange(range).some(
    ({ operator, version: min }) =>
      compare(current, min) >= 0 && (operator === '>=' || current[0] === min[0]),
  );
}

/** "22.x from 22.15, 24.x or 26 and newer" for "^22.15.0 || ^24.0.0 || >=26.0.0". */
export function describeNodeRange(range) {
  const parts = parseNodeRange(range).map(({ operator, version: [major, minor, patch] }) => {
    const exact = patch > 0 ? `${major}.${minor}.${patch}` : `${major}.${minor}`;
    if (operator === '>=') return minor === 0 && patch === 0 ? `${major} and newer` : `${exact} and newer`;
    return minor === 0 && patch === 0 ? `${major}.x` : `${major}.x from ${exact}`;
  });
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}

/** The one line to print when `version` is not in `range`, else null. */
export function nodeVersionProblem(version, range, recommended) {
  if (satisfiesNodeRange(version, range)) return null;
  return (
    `This project needs Node.js ${describeNodeRange(range)} (${recommended} recommended); this is ` +
    `Node.js ${String(version).replace(/^v/, '')}. Install Node.js ${recommended} from ` +
    `https://nodejs.org/en/download or run "nvm install" in this folder (it reads .nvmrc).`
  );
}

function readRoot(file) {
  return readFileSync(new URL(file, root), 'utf8');
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const range = JSON.parse(readRoot('package.json')).engines.node;
  const recommended = readRoot('.nvmrc').trim();
  // CHECK_NODE_VERSION pretends another version: only the script's own test uses it.
  const problem = nodeVersionProblem(
    process.env.CHECK_NODE_VERSION || process.versions.node,
    range,
    recommended,
  );
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
