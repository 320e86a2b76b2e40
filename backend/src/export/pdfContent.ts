import type { Paint, ScenePrimitive } from '@mapa/model';
import type { PdfImages } from './pdfImages';

// A PDF page's drawing written as content-stream operators, instead of one pdfkit call per shape. For a 100k-node
// map pdfkit's per-call work (a string per operator converted byte by byte, a graphics-state save/restore and a
// second text layout per label, the colour and opacity set again for every shape) was most of a 27 s export.
// pdfkit still makes the document: pages, fonts (layout, subsetting, embedding) and the opacity states.

/** The parts of pdfkit's font object used to place text (pdfkit 0.20 `PDFFont`; checked by pdfExport.test.ts). */
interface PdfkitFont {
  id: string;
  ref(): unknown;
  /** Glyph ids as 4-digit hex (embedded fonts) or char codes, and their positions, in 1/1000 em. */
  encode(
    text: string,
  ): [string[], { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number }[]];
}

/** pdfkit's state this writer reads: the current font and the page's font resources. */
interface PdfkitInternals {
  _font: PdfkitFont;
  page: { fonts: Record<string, unknown> };
}

/**
 * Rounds to 1/100 point, written without exponent or trailing zeros. Built from integers: turning a fraction into
 * a string is slow in V8, and a big map writes tens of millions of numbers.
 */
function num(v: number): string {
  const r = Math.round(v * 100);
  const a = r < 0 ? -r : r;
  const cents = a % 100;
  const whole = (a - cents) / 100;
  const sign = r < 0 ? '-' : '';
  if (cents === 0) return sign + whole;
  if (cents % 10 === 0) return `${sign}${whole}.${cents / 10}`;
  return `${sign}${whole}.${cents < 10 ? '0' : ''}${cents}`;
}
const colour = (hex: string) => {
  const v = parseInt(hex.slice(1), 16);
  return `${num(((v >> 16) & 255) / 255)} ${num(((v >> 8) & 255) / 255)} ${num((v & 255) / 255)}`;
};
/** pdfkit's rounded-rectangle control distance (a quarter circle as one Bézier). */
const KAPPA = 0.5522847498;

/** Label fonts by weight and style, as registered with pdfkit. */
export interface LabelFonts {
  400: string;
  600: string;
  700: string;
  italic: string;
}

/**
 * One page's content: primitives in graph units, drawn relative to the page's top-left corner (`x0`, `y0`), so a
 * page deep in a tall map keeps small, exact numbers. Colours, opacities and line width are written only when they
 * change. Call {@link flush} before using pdfkit's own drawing calls and at the end of the page.
 */
export class PdfPageContent {
  private parts: string[] = [];
  private size = 0;
  private fill = '';
  private stroke = '';
  private fillOpacity = 1;
  private strokeOpacity = 1;
  private lineWidth = -1;
  private readonly fontObjects = new Map<string, PdfkitFont>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: LabelFonts,
    private readonly images: PdfImages | null,
    private readonly x0: number,
    private readonly y0: number,
  ) {
    // Round caps and joins for every curve and outline, as the canvas draws them.
    this.op('1 J 1 j');
  }

  /** Writes the buffered operators to the page (one chunk, not a string per operator). */
  flush(): void {
    if (!this.parts.length) return;
    this.doc.addContent(Buffer.from(this.parts.join('\n') + '\n', 'latin1'));
    this.parts = [];
    this.size = 0;
  }

  /** From here on, graph units are drawn `scale` points each (a `cm` operator; `scale` a PDF number). */
  scale(scale: string): void {
    this.op(`${scale} 0 0 ${scale} 0 0 cm`);
  }

  /** The page background: a rectangle over the whole page. */
  background(paint: Paint, width: number, height: number): void {
    this.setFill(paint);
    this.op(`0 0 ${num(width)} ${num(height)} re f`);
  }

  draw(p: ScenePrimitive): void {
    switch (p.kind) {
      case 'polygon': {
        // A path left unpainted would be painted by the next fill: build nothing for an invisible shape.
        if (!p.fill && !p.stroke) return;
        if (p.fill) this.setFill(p.fill);
        if (p.stroke) {
          this.setStroke(p.stroke);
          this.setLineWidth(p.strokeWidth);
        }
        let d = '';
        for (let i = 0; i < p.points.length; i += 2)
          d += `${this.x(p.points[i])} ${this.y(p.points[i + 1])} ${i ? 'l' : 'm'} `;
        this.op(d + (p.fill && p.stroke ? 'b' : p.fill ? 'h f' : 's'));
        return;
      }
      case 'path':
        this.setStroke(p.stroke);
        this.setLineWidth(p.strokeWidth);
        this.op(this.pathOps(p.d) + 'S');
        return;
      case 'rect': {
        this.setFill(p.fill);
        const square = `${this.x(p.x)} ${this.y(p.y)} ${num(p.width)} ${num(p.height)} re `;
        this.op((p.radius > 0 ? this.roundedRect(p.x, p.y, p.width, p.height, p.radius) : square) + 'f');
        return;
      }
      case 'image': {
        const ops = this.images?.draw(p.src, p.fit, p.x - this.x0, p.y - this.y0, p.width, p.height, num);
        if (ops) this.op(ops);
        return;
      }
      case 'text':
        this.text(p);
        return;
    }
  }

  private text(p: Extract<ScenePrimitive, { kind: 'text' }>): void {
    // The halo first: the same letters outlined in its colour (rendering mode 1, round joins), then the fill.
    const ops = this.textOps(p);
    if (p.halo) {
      this.setStroke(p.halo.paint);
      this.setLineWidth(p.halo.width);
      this.op(`BT 1 Tr ${ops.slice(3, -3)} 0 Tr ET`);
    }
    this.setFill(p.fill);
    this.op(ops);
  }

  /** The text object showing the lines of `p` in its face (`BT` … `ET`). */
  private textOps(p: Extract<ScenePrimitive, { kind: 'text' }>): string {
    const font = this.font(p.italic && p.weight === 400 ? this.fonts.italic : this.fonts[p.weight]);
    const scale = p.size / 1000;
    // The page is flipped (y down, pdfkit's top-left origin); flipping the text matrix too keeps glyphs upright.
    const at = (x: number, y: number) => `1 0 0 -1 ${this.x(x)} ${this.y(y)} Tm`;
    let ops = `BT /${font.id} ${num(p.size)} Tf`;
    p.lines.forEach((line, i) => {
      if (!line) return;
      const [glyphs, positions] = font.encode(line);
      let width = 0;
      for (const pos of positions) width += pos.xAdvance;
      width *= scale;
      const x = p.anchor === 'middle' ? p.x - width / 2 : p.anchor === 'end' ? p.x - width : p.x;
      const y = p.y + i * p.lineHeight;
      ops += ` ${at(x, y)} [`;
      let run = '';
      let advance = 0;
      for (let g = 0; g < glyphs.length; g++) {
        const pos = positions[g];
        if (pos.xOffset || pos.yOffset) {
          // A glyph placed off its advance (a combining accent): on its own, where it goes, then back in line.
          ops += `${run ? `<${run}>` : ''}] TJ ${at(x + (advance + pos.xOffset) * scale, y - pos.yOffset * scale)}`;
          ops += ` [<${glyphs[g]}>] TJ ${at(x + (advance + pos.xAdvance) * scale, y)} [`;
          run = '';
        } else {
          run += glyphs[g];
          const kern = pos.xAdvance - pos.advanceWidth;
          if (kern) {
            ops += `<${run}> ${num(-kern)} `;
            run = '';
          }
        }
        advance += pos.xAdvance;
      }
      ops += `${run ? `<${run}>` : ''}] TJ`;
    });
    return ops + ' ET';
  }

  /** pdfkit's font object for a registered name, entered in this page's resources. */
  private font(name: string): PdfkitFont {
    let font = this.fontObjects.get(name);
    if (!font) {
      this.doc.font(name);
      const internals = this.doc as unknown as PdfkitInternals;
      font = internals._font;
      internals.page.fonts[font.id] ??= font.ref();
      this.fontObjects.set(name, font);
    }
    return font;
  }

  /** SVG path data (absolute `M`, `L` and `C`, as the scene writes it) as PDF path operators. */
  private pathOps(d: string): string {
    let out = '';
    let command = 'M';
    let pairs = 0; // coordinate pairs read since the command letter
    let pending = '';
    let x = 0;
    let haveX = false;
    let start = -1;
    const value = (v: number) => {
      if (!haveX) {
        x = v;
        haveX = true;
        return;
      }
      haveX = false;
      pending += `${this.x(x)} ${this.y(v)} `;
      pairs++;
      // M's first pair moves; pairs after it are lines (SVG's rule); C takes three pairs per curve.
      if (command === 'C') {
        if (pairs % 3 === 0) {
          out += pending + 'c ';
          pending = '';
        }
      } else {
        out += pending + (command === 'M' && pairs === 1 ? 'm ' : 'l ');
        pending = '';
      }
    };
    // Scanned by hand, not with a regular expression: an edge is two or four points, a big map has 100k of them.
    for (let i = 0; i <= d.length; i++) {
      const ch = i < d.length ? d.charCodeAt(i) : 32;
      // Digits, point, exponent; a minus sign within a number only after its exponent, else it starts one.
      const minus = ch === 45;
      if ((ch >= 48 && ch <= 57) || ch === 46 || ch === 101 || ch === 69) {
        if (start < 0) start = i;
        continue;
      }
      if (minus && start >= 0 && (d.charCodeAt(i - 1) | 32) === 101) continue;
      if (start >= 0) value(Number(d.slice(start, i)));
      start = minus ? i : -1;
      if (ch === 77 || ch === 76 || ch === 67) {
        command = String.fromCharCode(ch);
        pairs = 0;
      }
    }
    return out;
  }

  /** pdfkit's rounded rectangle: straight sides joined by quarter circles of radius `r`. */
  private roundedRect(x: number, y: number, w: number, h: number, radius: number): string {
    const r = Math.min(radius, 0.5 * w, 0.5 * h);
    const c = r * (1 - KAPPA);
    const pt = (px: number, py: number) => `${this.x(px)} ${this.y(py)}`;
    return (
      `${pt(x + r, y)} m ${pt(x + w - r, y)} l ${pt(x + w - c, y)} ${pt(x + w, y + c)} ${pt(x + w, y + r)} c ` +
      `${pt(x + w, y + h - r)} l ${pt(x + w, y + h - c)} ${pt(x + w - c, y + h)} ${pt(x + w - r, y + h)} c ` +
      `${pt(x + r, y + h)} l ${pt(x + c, y + h)} ${pt(x, y + h - c)} ${pt(x, y + h - r)} c ` +
      `${pt(x, y + r)} l ${pt(x, y + c)} ${pt(x + c, y)} ${pt(x + r, y)} c h `
    );
  }

  private x(v: number): string {
    return num(v - this.x0);
  }

  private y(v: number): string {
    return num(v - this.y0);
  }

  private op(s: string): void {
    this.parts.push(s);
    this.size += s.length;
    if (this.size > 64 * 1024) this.flush();
  }

  private setFill(p: Paint): void {
    if (p.opacity !== this.fillOpacity) {
      this.flush();
      this.doc.fillOpacity(p.opacity);
      this.fillOpacity = p.opacity;
    }
    if (p.color !== this.fill) {
      this.op(`${colour(p.color)} rg`);
      this.fill = p.color;
    }
  }

  private setStroke(p: Paint): void {
    if (p.opacity !== this.strokeOpacity) {
      this.flush();
      this.doc.strokeOpacity(p.opacity);
      this.strokeOpacity = p.opacity;
    }
    if (p.color !== this.stroke) {
      this.op(`${colour(p.color)} RG`);
      this.stroke = p.color;
    }
  }

  private setLineWidth(w: number): void {
    if (w === this.lineWidth) return;
    this.op(`${num(w)} w`);
    this.lineWidth = w;
  }
}
