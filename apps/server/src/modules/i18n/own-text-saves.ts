import { sourceHash } from '@print/core/i18n/translation-rules';
import { sql } from 'drizzle-orm';
import type { OwnTextSave, OwnTextsScope } from '../../platform/events/own-texts-saved.ts';

// The owners' own saves of translatable texts (product, category, CMS page and field editors) keep the
// texts' translation states as the translations admin's saves do (decision 0086): a language the owner
// wrote is reviewed (a person wrote it) and made from the default text as it is now; when the default
// text changes, the other languages that had no record of their source are marked as made from the
// default text before (so they read as outdated); and every row of the text moves to the next revision
// (an editor dialog open on the one before is refused as stale). Told through platform/events/
// own-texts-saved.ts (contributes.ownTextsSaved).

const written = (text: string | undefined) => Boolean(text?.trim());

/** One language's row to write: `written` by this save, or kept with its source recorded. */
type PlannedRow = { address: string; language_code: string; written: boolean; source_hash: string | null };

/** The default-language text a translation is made from (a base when the language has none). */
const defaultTextOf = (texts: Readonly<Record<string, string>>, language: string, base?: string) =>
  written(texts[language]) ? texts[language]! : (base ?? '');

/** The rows the saves change, per address and language. */
export function plannedRows(defaultLanguage: string, saves: readonly OwnTextSave[]): PlannedRow[] {
  const rows: PlannedRow[] = [];
  for (const save of saves) {
    const address = `${save.entity}:${save.id}.${save.field}`;
    const before = defaultTextOf(save.before, defaultLanguage, save.base?.before);
    const after = defaultTextOf(save.after, defaultLanguage, save.base?.after);
    const hashAfter = after.trim() ? sourceHash(after) : null;
    const languages = new Set([...Object.keys(save.before), ...Object.keys(save.after)]);
    for (const language of languages) {
      const text = save.after[language] ?? '';
      const isDefault = language === defaultLanguage;
      if ((save.before[language] ?? '') !== text) {
        const hash = isDefault || !written(text) ? null : hashAfter;
        rows.push({ address, language_code: language, written: true, source_hash: hash });
      } else if (before !== after && !isDefault && written(text)) {
        // Made from the default text before this save (a text without a record counts as current).
        rows.push({ address, language_code: language, written: false, source_hash: sourceHash(before) });
      }
    }
  }
  return rows;
}

/**
 * Writes the states of one save's texts in one statement: every existing row of the texts moves to the
 * text's next revision (written languages reviewed, or machine-made for a provider's save, with their
 * suggestion cleared; kept languages get the default text before as their source unless they have
 * one), and the languages without a row get one. The owner's save holds its record's row lock, so two
 * saves of the same record reach here one after the other, the second reading the first's revision.
 */
export async function recordOwnTextSaves(scope: OwnTextsScope, saves: readonly OwnTextSave[]) {
  const { defaultLanguage } = scope.tenant;
  const addresses = [...new Set(saves.map((save) => `${save.entity}:${save.id}.${save.field}`))];
  const rows = plannedRows(defaultLanguage, saves);
  const state = scope.machine ? 'machine' : 'reviewed';
  const by = scope.machine ?? null;
  await scope.tx.execute(sql`
    with planned as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as p(address text, language_code text, written boolean, source_hash text)
    ),
    revisions as (
      select a.address, coalesce(max(s.revision), 0) + 1 as revision
      from jsonb_array_elements_text(${JSON.stringify(addresses)}::jsonb) as a(address)
      left join translation_state s on s.address = a.address
      group by a.address
    ),
    present as (
      select s.address, s.language_code, n.revision, p.written, p.source_hash, p.address is not null as planned
      from translation_state s
      join revisions n on n.address = s.address
      left join planned p on p.address = s.address and p.language_code = s.language_code
    ),
    changed as (
      update translation_state s set
        revision = c.revision,
        state = case when c.written then ${state} else s.state end,
        source_hash = case
          when c.written then c.source_hash
          when c.planned then coalesce(s.source_hash, c.source_hash)
          else s.source_hash end,
        suggestion = case when c.written then null else s.suggestion end,
        suggested_by = case when c.written then ${by} else s.suggested_by end,
        updated_by = case when c.written then ${scope.userId}::uuid else s.updated_by end,
        updated_at = case when c.written or c.planned then now() else s.updated_at end
      from present c
      where s.address = c.address and s.language_code = c.language_code
    )
    insert into translation_state
      (address, language_code, state, source_hash, suggested_by, revision, updated_by)
    select p.address, p.language_code, case when p.written then ${state} else 'reviewed' end,
      p.source_hash, case when p.written then ${by} end, n.revision,
      case when p.written then ${scope.userId}::uuid end
    from planned p
    join revisions n on n.address = p.address
    where not exists (select 1 from present c where c.address = p.address and c.language_code = p.language_code)
    on conflict do nothing`);
}
