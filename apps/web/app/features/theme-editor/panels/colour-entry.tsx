import { resolveColor } from '@print/core/theme/resolve-color';
import { isCssColorLiteral } from '@print/core/theme/style-values';
import { colourLinkOf } from '@print/core/theme/theme-rules';
import type { Theme } from '@print/core/theme/types';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourInput } from '../../../ui/colour-input.tsx';
import type { ColourFollowers } from '@print/core/theme/colour-followers';
import { colourEntryName, colourKeyName, colourPathName } from './colour-names.ts';
import { linkedColour, linkRefusal, ownColour, withColourLeaf, type ColourEntryNode } from './colour-tree.ts';
import styles from './panels.module.css';

export type LinkTargets = readonly { group: string; options: readonly { path: string; name: string }[] }[];

type Props = {
  theme: Theme;
  entry: ColourEntryNode;
  /** Every entry it could follow, by group. */
  targets: LinkTargets;
  /** The entries that take their colour from this one (core's colour-followers.ts). */
  followers: ColourFollowers | undefined;
  onChange: (next: Theme, what: string) => void;
};

/**
 * One colour entry: its own colour (the shop's colour picker, or a code typed: #hex, rgb(), rgba()) or
 * the entry it follows ("linked to"), with the colour that gives. A link that would close a circle or
 * chain deeper than ten is refused with core's message and never reaches the theme.
 */
export function ColourEntry({ theme, entry, targets, followers, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { leaf, path } = entry;
  const name = colourEntryName(i18n, entry.key, leaf);
  const what = colourPathName(i18n, path, leaf);
  const link = colourLinkOf(leaf);
  const resolved = resolveColor(theme, path);
  const own = typeof leaf.color === 'string' && link === undefined ? leaf.color : '';
  // What is typed, kept while it is not a colour yet; follows the theme (undo, a preset).
  const [typed, setTyped] = useState(own);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => setTyped(own), [own]);

  const typeColour = (text: string) => {
    setTyped(text);
    const colour = text.trim();
    if (isCssColorLiteral(colour)) onChange(withColourLeaf(theme, path, ownColour(leaf, colour)), what);
  };
  const chooseLink = (target: string) => {
    if (target === '') {
      setRefusal(null);
      onChange(withColourLeaf(theme, path, ownColour(leaf, resolved)), what);
      return;
    }
    const next = withColourLeaf(theme, path, linkedColour(leaf, target));
    const problem = linkRefusal(theme, next, path);
    setRefusal(problem ? t(problem.key, problem.params ?? {}) : null);
    if (!problem) onChange(next, what);
  };

  const invalid =
    link === undefined && !isCssColorLiteral(typed.trim()) ? t('admin.themeInvalidColour') : null;
  return (
    <li className={styles.entry} data-testid={`colour-${path}`}>
      {link === undefined ? (
        <ColourInput
          name={path}
          label={name}
          value={typed}
          isRequired={false}
          errorMessage={invalid}
          onChange={typeColour}
          onBlur={() => setTyped(own)}
          testId={`colour-input-${path}`}
        />
      ) : (
        <div className={styles.linkedColour}>
          <span className={styles.entryName}>{name}</span>
          <span className={styles.resolved} data-testid={`colour-resolved-${path}`}>
            <span className={styles.resolvedSwatch} style={{ background: resolved }} aria-hidden="true" />
            {t('admin.themeResolvesTo', { colour: resolved })}
          </span>
        </div>
      )}
      <div className={styles.linkRow}>
        <label htmlFor={`${id}-link`}>{t('admin.themeLinkedTo')}</label>
        <select
          id={`${id}-link`}
          className={styles.select}
          value={link ?? ''}
          onChange={(event) => chooseLink(event.target.value)}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          data-testid={`colour-link-${path}`}
        >
          <option value="">{t('admin.themeOwnColour')}</option>
          {targets.map((group) => (
            <optgroup key={group.group} label={group.group}>
              {group.options
                .filter((option) => option.path !== path)
                .map((option) => (
                  <option key={option.path} value={option.path}>
                    {option.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      {refusal && (
        <p
          id={`${id}-refusal`}
          className={styles.refusal}
          role="alert"
          data-testid={`colour-refusal-${path}`}
        >
          {refusal}
        </p>
      )}
      {followers && followers.paths.length > 0 && (
        <p className={styles.followers} data-testid={`colour-followers-${path}`}>
          {followers.kinds.length > 0
            ? t('admin.themeFollowersKinds', {
                name,
                count: followers.paths.length,
                kinds: followers.kinds.map((kind) => colourKeyName(i18n, kind)).join(', '),
              })
            : t('admin.themeFollowers', { name, count: followers.paths.length })}
        </p>
      )}
    </li>
  );
}
