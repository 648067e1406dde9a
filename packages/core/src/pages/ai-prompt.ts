// The AI prompt's rule (issue 25), for the browser's dialogs and the server's mutations. A module of its
// own: the admin's dialog needs only this, not the page reader page-ai.ts brings along.
import { fail, type ValidationError } from '../validation/messages.ts';
import { checkForbiddenCharacters, checkMaxLength } from '../validation/text-rules.ts';

/** A prompt longer than this is refused (it is sent with every request, and a page needs no essay). */
export const AI_PROMPT_MAX_LENGTH = 2000;

/**
 * The prompt's rule (spec §5 'AI prompt must not be empty'): 'Please enter a prompt' when blank; at most
 * AI_PROMPT_MAX_LENGTH characters, without forbidden ones. Not with the admin rules, whose module
 * the shop's pages load: only the AI's dialogs need it.
 */
export function checkAiPrompt(prompt: string): ValidationError | null {
  return (
    (prompt.trim() === '' ? fail('validation.promptEmpty') : null) ??
    checkMaxLength(prompt.trim(), AI_PROMPT_MAX_LENGTH) ??
    checkForbiddenCharacters(prompt)
  );
}
