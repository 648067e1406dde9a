import { defaultTheme } from '@print/core/theme/default-theme';
import type { Theme } from '@print/core/theme/types';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  recordChange,
  redo,
  redoName,
  startHistory,
  STEP_JOIN_MS,
  undo,
  undoName,
} from './theme-history.ts';

const withRadius = (radius: Theme['border']['radius']): Theme => ({
  ...defaultTheme,
  border: { ...defaultTheme.border, radius },
});
const withOutline = (outline: Theme['button']['outline']): Theme => ({
  ...defaultTheme,
  button: { outline },
});

describe('the theme editor’s history', () => {
  it('undoes and redoes named steps, and a new change drops what was undone', () => {
    let history = startHistory(defaultTheme);
    expect(undoName(history)).toBeNull();
    const strong = withRadius('strong');
    history = recordChange(history, strong, 'Border radius', 1_000);
    const thick = withOutline('thick');
    history = recordChange(history, thick, 'Button outline', 5_000);
    expect(undoName(history)).toBe('Button outline');
    history = undo(history);
    expect(history.present).toBe(strong);
    expect(undoName(history)).toBe('Border radius');
    expect(redoName(history)).toBe('Button outline');
    history = redo(history);
    expect(history.present).toBe(thick);
    history = undo(undo(history));
    expect(history.present).toBe(defaultTheme);
    expect(undo(history)).toBe(history);
    history = recordChange(history, withRadius('off'), 'Border radius', 9_000);
    expect(redoName(history)).toBeNull();
    expect(redo(history)).toBe(history);
  });

  it('makes a quick run of changes of one thing one step (a colour dragged, a code typed)', () => {
    let history = startHistory(defaultTheme);
    for (let i = 0; i < 20; i++)
      history = recordChange(history, withRadius(i % 2 ? 'light' : 'strong'), 'Primary', i * 50);
    expect(history.past).toHaveLength(1);
    // Another thing, or the same after a pause, is a step of its own.
    history = recordChange(history, withOutline('thin'), 'Button outline', 1_100);
    history = recordChange(history, withOutline('thick'), 'Button outline', 1_100 + STEP_JOIN_MS);
    expect(history.past).toHaveLength(3);
    expect(undo(undo(undo(history))).present).toBe(defaultTheme);
  });

  it('keeps at most HISTORY_LIMIT steps back', () => {
    let history = startHistory(defaultTheme);
    for (let i = 0; i < HISTORY_LIMIT + 30; i++)
      history = recordChange(history, withRadius(i % 2 ? 'light' : 'strong'), `step ${i}`, i * 10_000);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i++) history = undo(history);
    expect(undoName(history)).toBeNull();
    expect(history.what).toBe('step 29');
  });
});
