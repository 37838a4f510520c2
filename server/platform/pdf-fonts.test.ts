import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf.js';
import { FONT, renderPdf } from './pdf.js';

/** Issue 24 point 4: a name in Polish, with arrows and signs, Japanese and an emoji. */
const NAME = 'Łódź ≥ 2 → Zażółć gęślą jaźń · 日本語の照明 🎤 Ñandú – “Ω”';

describe('every character prints', () => {
  it('draws each character, in the fonts that have it, whatever the text call', async () => {
    const bytes = await renderPdf((doc) => {
      doc.font(FONT.bold).fontSize(16).text(NAME, 36, 36);
      doc.font(FONT.regular).fontSize(10).text(`${NAME} ${NAME}`, 36, 80, { width: 200 });
      doc.font(FONT.oblique).text(NAME, 36, 200, { width: 500, align: 'right' });
      doc.font(FONT.regular).text(NAME, 36, 240, { width: 120, lineBreak: false, ellipsis: true });
    });
    if (process.env.PRINTS_DIR) fs.writeFileSync(path.join(process.env.PRINTS_DIR, 'unicode.pdf'), bytes);
    const { text } = await pdfText(bytes);
    const compact = text.replace(/\s+/g, '');
    // Each whole call's text, in order, once the line breaks are taken out.
    expect(compact).toContain(NAME.replace(/\s+/g, ''));
    for (const ch of ['Ł', 'ź', '≥', '→', '日', '本', '語', '🎤', 'ę', '“']) expect(text).toContain(ch);
    expect(text).not.toContain('?');
    // The glyphs used are embedded, not whole fonts: the CJK font alone is 5 MB.
    expect(bytes.length).toBeLessThan(200_000);
  });

  it('measures a mixed line as it draws it (wrapping and heights count the fallback glyphs)', async () => {
    let narrow = 0;
    let wide = 0;
    await renderPdf((doc) => {
      doc.font(FONT.regular).fontSize(12);
      narrow = doc.widthOfString('aaa');
      wide = doc.widthOfString('日本語');
      const oneLine = doc.heightOfString('日本語', { width: 400 });
      expect(doc.heightOfString('日本語日本語日本語', { width: wide * 1.5 })).toBeGreaterThan(oneLine * 2);
    });
    // A CJK character is a full em wide: three of them, 36 pt at 12 pt, wider than three Latin a's.
    expect(wide).toBeCloseTo(36, 0);
    expect(narrow).toBeLessThan(wide);
  });
});
