import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF answer, pages joined, for asserting what a print shows. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, pages: totalPages };
}
