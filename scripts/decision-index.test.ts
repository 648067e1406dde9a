import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/decisions/README.md lists every decision record: a record added without its line fails here.

const dir = new URL('../docs/decisions/', import.meta.url);
const records = readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(new URL('README.md', dir), 'utf8');
/** The records the index links to, in its order. */
const listed = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]!);

describe('the index of decision records', () => {
  it('lists every record, with its number and its title', () => {
    expect(records.length).toBeGreaterThan(40);
    for (const record of records) {
      const title = readFileSync(new URL(record, dir), 'utf8')
        .split('\n')[0]!
        .replace(/^#\s*\d{4}\s*/, '');
      expect(index, `${record} is missing from docs/decisions/README.md`).toContain(
        `| ${record.slice(0, 4)} | [${title}](${record}) |`,
      );
    }
  });

  it('links no record that does not exist, each once, in the order of their numbers', () => {
    expect(listed.filter((name) => !records.includes(name))).toEqual([]);
    expect(listed).toEqual([...new Set(listed)].sort());
  });
});
