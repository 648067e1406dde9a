import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FONTS, FONT_REGISTRY, fontStack, getFontDefinition, resolveFontFamily } from './fonts.ts';

describe('font registry', () => {
  it('holds the 20 spec families, each once, with 400 and 700', () => {
    expect(FONT_REGISTRY).toHaveLength(20);
    expect(new Set(FONT_REGISTRY.map((f) => f.family)).size).toBe(20);
    for (const entry of FONT_REGISTRY) expect(entry.weights).toEqual([400, 700]);
  });

  it('names the @fontsource packages by the fontsource convention', () => {
    expect(FONT_REGISTRY.map((f) => f.fontsourcePackage)).toContain('@fontsource/ibm-plex-sans');
    expect(getFontDefinition('Source Serif 4')?.fontsourcePackage).toBe('@fontsource/source-serif-4');
    for (const entry of FONT_REGISTRY) expect(entry.fontsourcePackage).toMatch(/^@fontsource\/[a-z0-9-]+$/);
  });

  it('has the spec defaults', () => {
    expect(DEFAULT_FONTS).toEqual({
      sans: 'Inter',
      serif: 'Playfair Display',
      mono: 'Roboto Mono',
      display: 'Montserrat',
      body: 'Inter',
      light: 'Inter',
      bold: 'Inter',
    });
  });
});

describe('resolveFontFamily', () => {
  it('finds families case-insensitively', () => {
    const log = { warn: vi.fn() };
    expect(resolveFontFamily('playfair display', log, 'display')).toBe('Playfair Display');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs an unknown family and uses the slot default', () => {
    const log = { warn: vi.fn() };
    expect(resolveFontFamily('Comic Sans', log, 'serif')).toBe('Playfair Display');
    expect(resolveFontFamily(undefined, log, 'mono')).toBe('Roboto Mono');
    expect(resolveFontFamily('', log)).toBe('Inter');
    expect(log.warn).toHaveBeenCalledTimes(3);
  });
});

describe('fontStack', () => {
  it('quotes the family and adds its generic fallback', () => {
    expect(fontStack('Inter')).toBe("'Inter', sans-serif");
    expect(fontStack('Lora')).toBe("'Lora', serif");
    expect(fontStack('JetBrains Mono')).toBe("'JetBrains Mono', monospace");
  });

  it('never emits an unknown name', () => {
    expect(fontStack("x'; } body { color: red")).toBe("'Inter', sans-serif");
  });
});
