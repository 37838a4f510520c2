import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf.js';
import { renderPdf } from './pdf.js';

describe('renderPdf', () => {
  it('resolves with a PDF holding what was drawn', async () => {
    const bytes = await renderPdf((doc) => {
      doc.fontSize(12).text('Main Show Pull');
      doc.addPage().text('Page two');
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(2);
    expect(text).toContain('Main Show Pull');
  });

  it('rejects when drawing throws, instead of sending half a file', async () => {
    await expect(
      renderPdf(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});
