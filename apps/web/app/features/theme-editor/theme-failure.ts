import type { ThemeProblem } from '@print/core/theme/theme-rules';
import type { TFunction } from 'i18next';
import { userInputFailure } from '../../lib/api/user-input-error.ts';
import { failureToastKey } from '../../lib/api/user-input-error.ts';

// What the editor says when the server refuses a theme (its problems by path, core's messages, issue 26)
// or a change of its own (the draft changed meanwhile, a preset name taken).

const SHOWN = 5;

/** Problems as lines: `colors.primary.background: This link goes round in a circle: …`. */
export function problemLines(t: TFunction, problems: readonly ThemeProblem[]): string[] {
  const lines = problems
    .slice(0, SHOWN)
    .map((problem) =>
      problem.path === ''
        ? t(problem.key, problem.params ?? {})
        : t('admin.themeProblemAt', { path: problem.path, message: t(problem.key, problem.params ?? {}) }),
    );
  return problems.length > SHOWN ? [...lines, '…'] : lines;
}

/** A failed call's message: the problems the server named by path, else its message, else `fallbackKey`. */
export function failureText(t: TFunction, error: unknown, fallbackKey: string): string {
  const failure = userInputFailure(error);
  if (failure && Object.keys(failure.fields).length > 0) {
    const problems = Object.entries(failure.fields).map(([path, field]) => ({ path, ...field }));
    return [t(fallbackKey), ...problemLines(t, problems)].join('\n');
  }
  const { key, params } = failureToastKey(error, fallbackKey);
  return t(key, params ?? {});
}
