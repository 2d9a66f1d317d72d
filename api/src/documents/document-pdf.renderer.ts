import { Injectable } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { formatInr } from '@studio/core/billing/billing-money';
import type { DocumentRow } from '@studio/core/billing/document-row';

/**
 * Noto Sans from @fontsource/noto-sans (SIL OFL 1.1): its Latin file for Latin text, its Devanagari file for
 * Devanagari names and for ₹ (U+20B9 is in that file's range, not the Latin one). pdfkit embeds a subset of each.
 */
const fontFile = (name: string) => readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-${name}-normal.woff`));
const FONTS = {
  latin: fontFile('latin-400'),
  latinBold: fontFile('latin-700'),
  deva: fontFile('devanagari-400'),
  devaBold: fontFile('devanagari-700'),
};

// Devanagari, its extensions, the joiners it uses and the rupee sign: drawn with the Devanagari file.
const isDeva = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return (c >= 0x0900 && c <= 0x097f) || (c >= 0x1cd0 && c <= 0x1cff) || (c >= 0xa8e0 && c <= 0xa8ff) || c === 0x200c || c === 0x200d || c === 0x20b9;
};

const INK = '#2b2420';
const MUTED = '#6d625b';
const RULE = '#d9cfc6';
const ACCENT = '#8a5a3b';
const KIND_LABEL = { receipt: 'Receipt', invoice: 'Invoice', refund: 'Refund' } as const;

const day = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

/**
 * Draws a document as a one-page A4 PDF (pdfkit: pure JS on Node 20, fonts embedded and subset, Indic shaping by
 * fontkit). One column, large type and generous margins, so it prints well on A4 and reads on a phone zoomed to
 * the page width.
 */
@Injectable()
export class DocumentPdfRenderer {
  /** The studio's logo as the site shows it (frontend/public/logo.png, copied into the build); none: the name alone. */
  private readonly logo: Buffer | null;

  constructor(@InjectConfig() config: AppConfig) {
    const file = join(config.frontendDist, 'logo.png');
    this.logo = existsSync(file) ? readFileSync(file) : null;
  }

  render(doc: DocumentRow): Promise<Buffer> {
    const d = doc.data;
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Title: `${d.title} ${doc.number}`, Author: d.studio.name, Subject: d.description, Creator: d.studio.name },
      pdfVersion: '1.7',
    });
    pdf.registerFont('latin', FONTS.latin);
    pdf.registerFont('latinBold', FONTS.latinBold);
    pdf.registerFont('deva', FONTS.deva);
    pdf.registerFont('devaBold', FONTS.devaBold);
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve, reject) => {
      pdf.on('end', () => resolve(Buffer.concat(chunks)));
      pdf.on('error', reject);
    });

    const left = pdf.page.margins.left;
    const width = pdf.page.width - left - pdf.page.margins.right;

    /** Text in mixed scripts: each run in the font that has its glyphs. */
    const write = (text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' } = {}) => {
      const runs: { deva: boolean; text: string }[] = [];
      for (const ch of text) {
        const deva = isDeva(ch);
        const last = runs[runs.length - 1];
        if (last && last.deva === deva) last.text += ch;
        else runs.push({ deva, text: ch });
      }
      pdf.fontSize(o.size ?? 10.5).fillColor(o.color ?? INK);
      const opts = { width: o.width ?? width, align: o.align ?? 'left', lineGap: 2 } as const;
      if (o.align === 'right' && runs.length > 1) {
        // Right-aligned runs: measure them together, then draw from the left edge of the whole.
        let total = 0;
        for (const r of runs) total += pdf.font(`${r.deva ? 'deva' : 'latin'}${o.bold ? 'Bold' : ''}`).widthOfString(r.text);
        let cx = x + (o.width ?? width) - total;
        for (const r of runs) {
          pdf.font(`${r.deva ? 'deva' : 'latin'}${o.bold ? 'Bold' : ''}`).text(r.text, cx, y, { lineBreak: false });
          cx += pdf.widthOfString(r.text);
        }
        return;
      }
      runs.forEach((r, i) => {
        pdf.font(`${r.deva ? 'deva' : 'latin'}${o.bold ? 'Bold' : ''}`);
        if (i === 0) pdf.text(r.text, x, y, { ...opts, continued: i < runs.length - 1 });
        else pdf.text(r.text, { ...opts, continued: i < runs.length - 1 });
      });
    };
    const rule = (y: number, color = RULE) => pdf.moveTo(left, y).lineTo(left + width, y).lineWidth(0.8).strokeColor(color).stroke();

    // Studio (left) and the document's title, number and date (right).
    let y = 48;
    const mark = this.logo ? 44 : 0;
    if (this.logo) pdf.image(this.logo, left, y - 4, { width: 36, height: 36 });
    write(d.studio.name, left + mark, y, { size: 18, bold: true, color: ACCENT, width: width * 0.58 - mark });
    const afterName = pdf.y;
    write(d.title, left + width * 0.58, y, { size: 16, bold: true, width: width * 0.42, align: 'right' });
    write(`No. ${doc.number}`, left + width * 0.58, y + 24, { size: 11, bold: true, width: width * 0.42, align: 'right' });
    write(`Date ${day(doc.issuedOn)}`, left + width * 0.58, y + 40, { size: 10.5, color: MUTED, width: width * 0.42, align: 'right' });
    y = afterName + 4;
    write(d.studio.address, left, y, { size: 9.5, color: MUTED, width: width * 0.56 });
    y = pdf.y + 2;
    const contact = [d.studio.phone && `Phone ${d.studio.phone}`, d.studio.email].filter(Boolean).join(' · ');
    if (contact) {
      write(contact, left, y, { size: 9.5, color: MUTED, width: width * 0.56 });
      y = pdf.y + 2;
    }
    if (d.studio.gstin) {
      write(`GSTIN ${d.studio.gstin} · State code ${d.studio.stateCode}`, left, y, { size: 9.5, bold: true, width: width * 0.56 });
      y = pdf.y;
    }
    y = Math.max(y, 48 + 64) + 14;
    rule(y, ACCENT);
    y += 16;

    // The family and the booking.
    write(doc.kind === 'refund' ? 'Refunded to' : doc.kind === 'invoice' ? 'Billed to' : 'Received from', left, y, { size: 9, color: MUTED });
    write('Booking', left + width / 2, y, { size: 9, color: MUTED, width: width / 2 });
    y += 14;
    write(d.family.name, left, y, { size: 13, bold: true, width: width / 2 - 12 });
    const nameBottom = pdf.y;
    write(`${d.booking.reference} · ${d.booking.packageName}`, left + width / 2, y, { size: 10.5, width: width / 2 });
    const refBottom = pdf.y;
    if (d.booking.date) write(`Session on ${day(d.booking.date)}`, left + width / 2, refBottom, { size: 10, color: MUTED, width: width / 2 });
    write(`Phone ${d.family.phone}`, left, nameBottom + 1, { size: 10, color: MUTED, width: width / 2 - 12 });
    y = Math.max(pdf.y, refBottom + 14) + 18;

    // The line: what the money is for, its SAC and the amount.
    const amountX = left + width - 130;
    write('Description', left, y, { size: 9, color: MUTED });
    if (d.registered) write('SAC', left + width - 220, y, { size: 9, color: MUTED, width: 80 });
    write('Amount', amountX, y, { size: 9, color: MUTED, width: 130, align: 'right' });
    y += 14;
    rule(y);
    y += 8;
    write(d.description, left, y, { size: 11, width: width - 240 });
    const descBottom = pdf.y;
    if (d.registered) write(d.sac, left + width - 220, y, { size: 11, width: 80 });
    write(formatInr(doc.amountPaise), amountX, y, { size: 11, width: 130, align: 'right' });
    y = descBottom + 10;
    rule(y);
    y += 10;

    const row = (label: string, value: string, o: { bold?: boolean; size?: number } = {}) => {
      write(label, left + width - 330, y, { size: o.size ?? 10.5, bold: o.bold, color: o.bold ? INK : MUTED, width: 200, align: 'right' });
      write(value, amountX, y, { size: o.size ?? 10.5, bold: o.bold, width: 130, align: 'right' });
      y += (o.size ?? 10.5) + 9;
    };
    if (d.registered) {
      const half = d.ratePercent / 2;
      row('Taxable value', formatInr(doc.taxablePaise));
      row(`CGST @ ${half}%`, formatInr(doc.cgstPaise));
      row(`SGST @ ${half}%`, formatInr(doc.sgstPaise));
    }
    row(doc.kind === 'invoice' ? 'Invoice total' : doc.kind === 'refund' ? 'Amount refunded' : 'Amount received', formatInr(doc.amountPaise), { bold: true, size: 12 });
    y += 4;
    write(d.words, left, y, { size: 10, bold: true });
    y = pdf.y + 4;
    if (d.registered) {
      write('Place of supply: within the studio’s state (CGST + SGST). Tax is not payable on reverse charge.', left, y, { size: 9, color: MUTED });
      y = pdf.y;
    }
    y += 14;

    if (d.advances.length) {
      write(doc.kind === 'invoice' ? 'Received against this booking' : 'Against receipt vouchers', left, y, { size: 9, color: MUTED });
      y += 14;
      rule(y);
      y += 8;
      for (const a of d.advances) {
        write(`${a.number} · ${day(a.issuedOn)}${a.amountPaise < 0 ? ' · refund' : ''}`, left, y, { size: 10.5, width: width - 140 });
        write(formatInr(a.amountPaise), amountX, y, { size: 10.5, width: 130, align: 'right' });
        y += 19;
      }
      rule(y);
      y += 10;
    }
    if (d.balancePaise !== null) {
      row(d.balancePaise >= 0 ? 'Balance due' : 'Balance to refund', formatInr(Math.abs(d.balancePaise)), { bold: true, size: 12 });
      y += 6;
    }
    if (d.payment) {
      const method = d.payment.method === 'razorpay' ? 'Razorpay' : d.payment.method === 'upi' ? 'UPI' : 'Recorded by the studio';
      write(`Paid by ${method}${d.payment.reference ? ` · reference ${d.payment.reference}` : ''}`, left, y, { size: 10, color: MUTED });
      y = pdf.y + 6;
    }

    // Foot of the page.
    const footY = pdf.page.height - pdf.page.margins.bottom - 34;
    rule(footY);
    write('Computer-generated; no signature required.', left, footY + 10, { size: 9.5, bold: true, color: MUTED });
    write(`${KIND_LABEL[doc.kind]} ${doc.number} · ${d.studio.name}`, left, footY + 10, { size: 9, color: MUTED, align: 'right' });
    pdf.end();
    return done;
  }
}
