import fs from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * The fonts every print is set in. DejaVu Sans Condensed (about Helvetica's widths, so layouts made
 * for it still fit) covers Latin with Polish, Greek, Cyrillic, arrows and maths signs; what it
 * lacks is drawn, character run by character run, in Noto Sans JP (Japanese and the common CJK
 * ideographs) and then Noto Emoji (monochrome: pdfkit cannot draw colour glyphs). Anything none
 * of them has prints as the font's empty box, never as another letter. pdfkit embeds only the
 * glyphs used, so a fallback font costs nothing in a PDF that does not need it.
 */
export const FONT = {
  regular: 'Sans',
  bold: 'Sans-Bold',
  oblique: 'Sans-Oblique',
} as const;

const require = createRequire(import.meta.url);
const FILES: Record<string, string> = {
  [FONT.regular]: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  [FONT.bold]: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
  [FONT.oblique]: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Oblique.ttf',
  CJK: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  Emoji: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
};
const FALLBACKS = ['CJK', 'Emoji'] as const;

// Read once per process; each document parses only the fonts it draws with.
const bytes = new Map<string, Buffer>();
const fileOf = (name: string) => {
  let b = bytes.get(name);
  if (!b) {
    b = fs.readFileSync(require.resolve(FILES[name]!));
    bytes.set(name, b);
  }
  return b;
};

/** What pdfkit keeps of the font in use (not in its types). */
interface PdfFont {
  font?: { hasGlyphForCodePoint(cp: number): boolean };
  ascender: number;
}
interface Internals {
  _font: PdfFont;
  _fontSource: unknown;
  _fontFamily: unknown;
  _fontSize: number;
  _fragment(text: string, x: number, y: number, options: Record<string, unknown>): void;
  widthOfString(text: string, options?: Record<string, unknown>): number;
}

/** Joiners, variation selectors and skin tones belong to the character before them. */
const joins = (cp: number) =>
  cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0x1f3fb && cp <= 0x1f3ff) || cp === 0x20e3;

interface Run {
  text: string;
  font: PdfFont;
}

/** Registers the fonts and makes every text call of `doc` fall back per character run. */
export function setWideFonts(doc: Doc): void {
  for (const name of Object.keys(FILES)) doc.registerFont(name, fileOf(name));
  doc.font(FONT.regular);
  const d = doc as unknown as Internals;
  const fallbacks = new Map<string, PdfFont>();
  /** A fallback font object of this document, opened without changing the font in use. */
  const fallback = (name: string) => {
    let f = fallbacks.get(name);
    if (!f) {
      const saved = { _font: d._font, _fontSource: d._fontSource, _fontFamily: d._fontFamily };
      doc.font(name);
      f = d._font;
      Object.assign(d, saved);
      fallbacks.set(name, f);
    }
    return f;
  };
  const runsOf = (text: string): Run[] | undefined => {
    const primary = d._font;
    if (!primary.font) return undefined;
    const runs: Run[] = [];
    let all = true;
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      let font = primary;
      const last = runs[runs.length - 1];
      if (joins(cp) && last) font = last.font;
      else if (!primary.font.hasGlyphForCodePoint(cp) && cp > 0x20) {
        const name = FALLBACKS.find((n) => fallback(n).font?.hasGlyphForCodePoint(cp));
        if (name) font = fallback(name);
      }
      if (font !== primary) all = false;
      if (last && last.font === font) last.text += ch;
      else runs.push({ text: ch, font });
    }
    return all ? undefined : runs;
  };
  const inFont = <T>(font: PdfFont, f: () => T): T => {
    const saved = d._font;
    d._font = font;
    try {
      return f();
    } finally {
      d._font = saved;
    }
  };

  // Widths (line wrapping, alignment, heights) add up each run in its own font.
  const widthOf = d.widthOfString.bind(doc);
  d.widthOfString = (text, options) => {
    const runs = runsOf(text);
    if (!runs) return widthOf(text, options);
    return runs.reduce((w, r) => w + inFont(r.font, () => widthOf(r.text, options)), 0);
  };
  // A line is drawn run by run, each on the first font's baseline, placed as the whole line aligns.
  const fragment = d._fragment.bind(doc);
  d._fragment = (text, x, y, options) => {
    const runs = runsOf(text);
    if (!runs) return fragment(text, x, y, options);
    const lineWidth = Number(options.lineWidth ?? 0);
    const whole = d.widthOfString(text.replace(/\s+$/, ''), options);
    if (options.width && options.align === 'right') x += lineWidth - whole;
    if (options.width && options.align === 'center') x += lineWidth / 2 - whole / 2;
    const baseline = -(d._font.ascender / 1000) * d._fontSize;
    for (const r of runs) {
      const width = inFont(r.font, () => widthOf(r.text, options));
      inFont(r.font, () =>
        fragment(r.text, x, y, {
          ...options,
          align: 'left',
          baseline,
          textWidth: width,
          wordCount: r.text.trim() ? r.text.trim().split(/\s+/).length : 0,
        }),
      );
      x += width;
    }
  };
}
