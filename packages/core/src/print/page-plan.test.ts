import { describe, expect, it } from 'vitest';
import { defaultTheme } from '../theme/default-theme.ts';
import { resolveColor } from '../theme/resolve-color.ts';
import { planTemplatePage } from './page-plan.ts';
import { parsePlanColor } from './print-color.ts';
import { renderTemplateSvg } from './render-svg.ts';
import { BUSINESS_CARD_TEMPLATE } from './sample-templates.ts';

// The one layout both renderers draw: the preview's SVG and the print PDF take their lines and
// positions from this plan, so what the plan says is what both show.

const options = { page: 'front', resolveColor: (token: string) => resolveColor(defaultTheme, token) };
const values = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 1234' };

describe('page plan', () => {
  it('lays out the printed texts as lines with baselines, and leaves out hidden ones', () => {
    const plan = planTemplatePage(BUSINESS_CARD_TEMPLATE, values, options);
    expect(plan).toMatchObject({ width: 85, height: 55, bleed: 2, background: '#ffffff' });
    const texts = plan.items.flatMap((item) => (item.kind === 'text' ? [item] : []));
    expect(texts.map((text) => text.lines.map((line) => line.text))).toEqual([
      ['Ada Lovelace'],
      ['T +44 20 1234'],
      ['E ada@example.com'],
    ]);
    // No mobile number: its line is not printed, and no job title either.
    expect(texts.map((text) => text.elementId)).toEqual(['name', 'phoneLine', 'emailLine']);
  });

  it('is what the preview draws: each line at its baseline', () => {
    const plan = planTemplatePage(BUSINESS_CARD_TEMPLATE, values, options);
    const svg = renderTemplateSvg(BUSINESS_CARD_TEMPLATE, values, options);
    for (const item of plan.items) {
      if (item.kind !== 'text') continue;
      for (const line of item.lines) {
        const y = String(Math.round(line.baseline * 1000) / 1000);
        expect(svg).toContain(`<tspan x="${item.x}" y="${y}">${line.text}</tspan>`);
      }
    }
  });
});

describe('plan colours for print', () => {
  it('reads hex and rgb colours as channels, and none as nothing to paint', () => {
    expect(parsePlanColor('#ff0000')).toEqual({ r: 1, g: 0, b: 0, alpha: 1 });
    expect(parsePlanColor('#0f08')).toEqual({ r: 0, g: 1, b: 0, alpha: 0x88 / 255 });
    expect(parsePlanColor('rgb(0, 0, 255)')).toEqual({ r: 0, g: 0, b: 1, alpha: 1 });
    expect(parsePlanColor('rgba(255 255 255 / 50%)')).toEqual({ r: 1, g: 1, b: 1, alpha: 0.5 });
    expect(parsePlanColor('none')).toBeNull();
  });
});
