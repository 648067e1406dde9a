import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichTextView } from './rich-text-view.tsx';

// The shop's rich text, drawn on the server as a crawler and the first paint see it (decision 0050).

const render = (value: string) => renderToStaticMarkup(<RichTextView value={value} testId="text" />);
const text = (value: string, marks: Record<string, true> = {}) => ({ text: value, ...marks });
const json = (value: unknown) => JSON.stringify(value);

describe('rich text view', () => {
  it('draws headings, paragraphs, lists, links and marks as semantic HTML', () => {
    const html = render(
      json([
        { type: 'heading-two', children: [text('Premium')] },
        {
          type: 'paragraph',
          children: [
            text('Really '),
            text('thick', { bold: true }),
            text(', '),
            text('matt', { italic: true, underline: true }),
            text(' — see '),
            { type: 'link', url: 'https://paper.example/400', children: [text('paper')] },
            text(' and '),
            { type: 'link', url: '/catalog/cards', children: [text('cards')] },
          ],
        },
        { type: 'heading-three', children: [text('Options')] },
        { type: 'bulleted-list', children: [{ type: 'list-item', children: [text('Matt')] }] },
        { type: 'numbered-list', children: [{ type: 'list-item', children: [text('First')] }] },
      ]),
    );
    expect(html).toContain('<h2>Premium</h2>');
    expect(html).toContain('<p>Really <strong>thick</strong>, <em><u>matt</u></em> — see ');
    // Links leaving the shop get rel="noopener"; the shop's own paths are plain links.
    expect(html).toContain('<a href="https://paper.example/400" rel="noopener">paper</a>');
    expect(html).toContain('<a href="/catalog/cards">cards</a>');
    expect(html).toContain('<h3>Options</h3><ul><li>Matt</li></ul><ol><li>First</li></ol>');
  });

  it('escapes markup in texts and links, and never draws a javascript: link', () => {
    const html = render(
      json([
        {
          type: 'paragraph',
          children: [
            text('<img src=x onerror=alert(1)>'),
            { type: 'link', url: 'javascript:alert(1)', children: [text('click')] },
            { type: 'script', children: [text('alert(2)')] },
          ],
        },
      ]),
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/javascript:|<script|href=/i);
    // A refused link keeps its words; a shape the shop does not know shows nothing (the server, which
    // reads every value with the core rules, never sends one).
    expect(html).toContain('<span>click</span>');
    expect(html).not.toContain('alert(2)');
  });

  it('shows a description stored as plain text before rich text as its paragraphs', () => {
    const html = render('Full colour on both sides.\n\n<b>350 g</b>');
    expect(html).toMatch(
      /^<div[^>]*data-testid="text"><p>Full colour on both sides.<\/p><p>&lt;b&gt;350 g&lt;\/b&gt;<\/p><\/div>$/,
    );
  });

  it('draws nothing for an empty description', () => {
    expect(render('')).toBe('');
    expect(render('  \n ')).toBe('');
  });
});
