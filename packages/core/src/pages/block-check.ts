// One block's props checked by its declaration (issue 25), for the page builder's modals (RSS options,
// social buttons, call to action): the same reader a saved page goes through, so a modal accepts exactly
// what a save of the page would. Errors by dotted path inside the props (`buttons.2.url`, `label.de-DE`).
import type { ValidationError } from '../validation/messages.ts';
import { BLOCKS_BY_TYPE, type PageBlockType } from './blocks/index.ts';
import { readObject } from './compound-fields.ts';
import type { PageProblem } from './fields.ts';
import type { PagePropsOf } from './page-blocks.ts';

export type BlockPropsCheck<T extends PageBlockType> = {
  /** The props as the reader keeps them (what was wrong replaced by its default). */
  props: PagePropsOf<T>;
  /** The first problem of each path; empty when the props may be saved as they are. */
  errors: Record<string, ValidationError>;
};

export function checkBlockProps<T extends PageBlockType>(
  type: T,
  raw: unknown,
  languages: readonly string[],
): BlockPropsCheck<T> {
  const declaration = BLOCKS_BY_TYPE.get(type)!;
  const problems: PageProblem[] = [];
  const props = readObject(declaration.fields, raw, '', { languages, problems }) as PagePropsOf<T>;
  const errors: Record<string, ValidationError> = {};
  for (const problem of problems) errors[problem.path] ??= problem.error;
  return { props, errors };
}
