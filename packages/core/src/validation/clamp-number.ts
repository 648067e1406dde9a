export type ClampOptions = { min?: number; max?: number; step?: number; allowNegative?: boolean };

// Float steps like 0.1 make n/step land a hair off a whole number; treat near-wholes as whole
// and round the product to the step's decimals so 0.1 * 3 stays 0.3.
const decimalsOf = (step: number): number => {
  const [mantissa = '', exponent] = String(step).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.min(20, Math.max(0, fraction - Number(exponent ?? 0)));
};

function toStep(value: number, step: number, direction: 'up' | 'down'): number {
  const quotient = value / step;
  const nearest = Math.round(quotient);
  const whole =
    Math.abs(quotient - nearest) < 1e-9 * Math.max(1, Math.abs(quotient))
      ? nearest
      : direction === 'up'
        ? Math.ceil(quotient)
        : Math.floor(quotient);
  return Number((whole * step).toFixed(decimalsOf(step)));
}

/**
 * A number field's value on blur (spec §5): not below min, no negatives unless allowed, not
 * above max, then rounded up to a multiple of step. When rounding up would pass max, the largest
 * multiple within bounds is used; when there is none the bounds win over the step.
 */
export function clampNumber(value: number, options: ClampOptions = {}): number {
  const { min, max, step, allowNegative = false } = options;
  const lower = allowNegative ? (min ?? -Infinity) : Math.max(min ?? 0, 0);
  const upper = max ?? Infinity;
  const start = Number.isNaN(value) ? (Number.isFinite(lower) ? lower : 0) : value;
  const clamped = Math.min(Math.max(start, lower), upper);
  if (step === undefined || !(step > 0) || !Number.isFinite(step) || !Number.isFinite(clamped))
    return clamped;
  const inBounds = (n: number): boolean => n >= lower && n <= upper;
  const up = toStep(clamped, step, 'up');
  if (inBounds(up)) return up;
  const down = toStep(clamped, step, 'down');
  return inBounds(down) ? down : clamped;
}
