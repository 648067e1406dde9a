import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { describeNodeRange, nodeVersionProblem, satisfiesNodeRange } from './check-node.mjs';

const script = fileURLToPath(new URL('./check-node.mjs', import.meta.url));
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const engines: string = packageJson.engines.node;

/** Runs the check as npm's pre-scripts do, pretending to be `version`. */
async function runCheck(version: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, CHECK_NODE_VERSION: version },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('Node.js version check before install, start and test', () => {
  // npm checks `engines` before it runs any script of ours (and a root `preinstall` runs only after every
  // dependency is installed), so on an old Node its EBADENGINE error is all a newcomer sees: its
  // "Required:" line prints the whole `engines` object, so the object itself says what to install.
  it("stops `npm install` on an old Node at once, with npm's error naming what to install and how", () => {
    expect(readFileSync(new URL('../.npmrc', import.meta.url), 'utf8')).toMatch(/^engine-strict=true$/m);
    const recommended = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
    const hint: string = packageJson.engines.install;
    expect(hint).toContain(`Node.js ${recommended} from https://nodejs.org/en/download`);
    expect(hint).toContain('nvm install');
    expect(hint).toContain('.nvmrc');
    // npm names the project as name@version in that error ("undefined" without a version).
    expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("reads the root package's engines range: 22.15+ on 22, 24, 26 and newer", () => {
    expect(satisfiesNodeRange('20.20.2', engines)).toBe(false);
    expect(satisfiesNodeRange('22.12.0', engines)).toBe(false);
    expect(satisfiesNodeRange('22.14.9', engines)).toBe(false);
    expect(satisfiesNodeRange('22.15.0', engines)).toBe(true);
    expect(satisfiesNodeRange('23.11.0', engines)).toBe(false);
    expect(satisfiesNodeRange('v24.0.0', engines)).toBe(true);
    expect(satisfiesNodeRange('25.2.1', engines)).toBe(false);
    expect(satisfiesNodeRange('26.1.0', engines)).toBe(true);
    expect(satisfiesNodeRange(process.versions.node, engines)).toBe(true);
    expect(describeNodeRange(engines)).toBe('22.x from 22.15, 24.x or 26 and newer');
  });

  it('refuses a range it cannot read instead of letting every version pass', () => {
    expect(() => satisfiesNodeRange('24.0.0', '~22.15')).toThrow(/cannot read the engines.node range/);
  });

  it('says in one line which version is needed and how to get it', () => {
    const line = nodeVersionProblem('20.20.2', engines, '24');
    expect(line).toBe(
      'This project needs Node.js 22.x from 22.15, 24.x or 26 and newer (24 recommended); this is ' +
        'Node.js 20.20.2. Install Node.js 24 from https://nodejs.org/en/download or run "nvm install" ' +
        'in this folder (it reads .nvmrc).',
    );
    expect(nodeVersionProblem('24.1.0', engines, '24')).toBeNull();
  });

  it('stops with that line and exit code 1 on Node 20, and passes silently on a supported Node', async () => {
    const old = await runCheck('20.20.2');
    expect(old.code).toBe(1);
    expect(old.stderr.trim().split('\n')).toEqual([expect.stringContaining('this is Node.js 20.20.2.')]);
    expect(await runCheck('24.0.0')).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});
