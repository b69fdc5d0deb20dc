// Lays out the complaint file as an A4 PDF with pdfkit (docs/decisions/complaint-file-pdf.md).
// pdfkit and the Noto Sans Devanagari font (apps/server/assets/fonts, OFL) load on the first file
// asked for, not when the server starts. One font covers both languages: it has Latin and
// Devanagari, so a Hindi description inside an English file prints too.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReportStatus, ReportType } from '@satark/shared/constants';
import { COMPLAINT_TEXTS, type ComplaintLanguage } from '@satark/shared/complaint-export';
import { INDIA_TIME_ZONE } from '@satark/shared/dates';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/assets/fonts, from src/features/complaint-export or dist/features/complaint-export. */
const FONT_DIR = path.resolve(here, '../../../assets/fonts');

export interface ComplaintProof {
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The bytes of a JPEG or PNG proof, to embed; null for any other file. */
  image: Buffer | null;
}

export interface ComplaintInput {
  language: ComplaintLanguage;
  entryId: string;
  type: ReportType;
  scammerId: string;
  status: ReportStatus;
  rejectReason: string | null;
  reportedAt: string;
  detail: string;
  proof: ComplaintProof | null;
  generatedAt: Date;
}

interface Loaded {
  PDFDocument: typeof import('pdfkit');
  regular: Buffer;
  bold: Buffer;
}

let loading: Promise<Loaded> | undefined;

/** pdfkit and the fonts, once per process, on first use. A failed load is tried again next time. */
function load(): Promise<Loaded> {
  loading ??= Promise.all([
    import('pdfkit'),
    readFile(path.join(FONT_DIR, 'NotoSansDevanagari-Regular.ttf')),
    readFile(path.join(FONT_DIR, 'NotoSansDevanagari-Bold.ttf')),
  ])
    .then(([pdfkit, regular, bold]) => ({ PDFDocument: pdfkit.default, regular, bold }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** `22 Nov 2026, 06:30 pm IST` (English) or its Hindi form, always in India time. */
export function indiaDateTime(iso: string | Date, language: ComplaintLanguage): string {
  const formatted = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: INDIA_TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    numberingSystem: 'latn',
  }).format(typeof iso === 'string' ? new Date(iso) : iso);
  return `${formatted} ${COMPLAINT_TEXTS[language].indiaTime}`;
}

const PAGE_MARGIN = 50;
const LABEL_WIDTH = 140;
const IMAGE_MAX_HEIGHT = 330;
const ACCENT = '#b91c1c';
const MUTED = '#4b5563';

export async function renderComplaintPdf(input: ComplaintInput): Promise<Buffer> {
  const { PDFDocument, regular, bold } = await load();
  const texts = COMPLAINT_TEXTS[input.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    lang: input.language === 'hi' ? 'hi-IN' : 'en-IN',
    info: { Title: `${texts.title}: ${input.scammerId}`, Author: 'Satark', Subject: texts.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;

  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(13).fillColor(ACCENT).text(text, left, doc.y, { width });
    doc.moveDown(0.3).fillColor('black');
  };
  const row = (label: string, value: string) => {
    doc.font('bold').fontSize(10.5);
    const labelHeight = doc.heightOfString(label, { width: LABEL_WIDTH - 10 });
    doc.font('body').fontSize(10.5);
    const valueHeight = doc.heightOfString(value, { width: width - LABEL_WIDTH });
    if (doc.y + Math.max(labelHeight, valueHeight) > doc.page.height - PAGE_MARGIN) doc.addPage();
    const top = doc.y;
    doc.font('bold').text(label, left, top, { width: LABEL_WIDTH - 10 });
    doc.font('body').text(value, left + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
    doc.x = left;
    doc.y = top + Math.max(labelHeight, valueHeight) + 4;
  };

  // Title block
  doc.font('bold').fontSize(20).fillColor(ACCENT).text('Satark', left, doc.y, { width });
  doc.font('bold').fontSize(15).fillColor('black').text(texts.title, { width });
  doc.moveDown(0.4);
  doc.font('body').fontSize(10).fillColor(MUTED).text(texts.intro, { width });
  doc.fillColor('black');

  heading(texts.sectionReported);
  row(texts.labelType, texts.types[input.type]);
  row(texts.labelIdentifier, input.scammerId);
  row(texts.labelReportedAt, indiaDateTime(input.reportedAt, input.language));
  const status =
    input.status === 'REJECTED' && input.rejectReason
      ? `${texts.statuses.REJECTED}\n${texts.rejectReason(input.rejectReason)}`
      : texts.statuses[input.status];
  row(texts.labelStatus, status);
  row(texts.labelReference, input.entryId);

  heading(texts.sectionDetail);
  doc
    .font('body')
    .fontSize(10.5)
    .text(input.detail.trim() || texts.noDetail, left, doc.y, { width, lineGap: 2 });

  heading(texts.sectionProof);
  const { proof } = input;
  if (!proof) {
    doc.font('body').fontSize(10.5).text(texts.noProof, left, doc.y, { width });
  } else {
    row(texts.labelFileName, proof.name);
    row(texts.labelFileType, proof.contentType);
    row(texts.labelFileSize, texts.fileSize(proof.size));
    row(texts.labelSha256, proof.sha256);
    doc.font('body').fontSize(9).fillColor(MUTED).text(texts.sha256Hint, left, doc.y, { width });
    doc.fillColor('black').moveDown(0.5);
    embedImage(doc, proof, texts, { left, width });
  }

  heading(texts.sectionSteps);
  texts.steps.forEach((step, index) => {
    doc.font('body').fontSize(10.5);
    const height = doc.heightOfString(step, { width: width - 22, lineGap: 1 });
    if (doc.y + height > doc.page.height - PAGE_MARGIN) doc.addPage();
    const top = doc.y;
    doc.font('bold').text(`${index + 1}.`, left, top, { width: 20 });
    doc.font('body').text(step, left + 22, top, { width: width - 22, lineGap: 1 });
    doc.x = left;
    doc.y = top + height + 5;
  });

  // A footer on every page: when it was made, and page n / N.
  const footer = texts.footer(indiaDateTime(input.generatedAt, input.language));
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${footer}   ${i + 1} / ${range.count}`, left, doc.page.height - PAGE_MARGIN + 14, {
        width,
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** The proof image under its details, scaled to the page width; a broken image is only listed. */
function embedImage(
  doc: PDFKit.PDFDocument,
  proof: ComplaintProof,
  texts: (typeof COMPLAINT_TEXTS)['en'],
  box: { left: number; width: number },
) {
  if (!proof.image) {
    doc.font('body').fontSize(10).text(texts.proofNotEmbedded, box.left, doc.y, { width: box.width });
    return;
  }
  let image: { width: number; height: number };
  try {
    // pdfkit reads the image's size here (its types leave openImage out); a broken file throws.
    image = (doc as PDFKit.PDFDocument & { openImage(src: Buffer): typeof image }).openImage(proof.image);
  } catch {
    doc.font('body').fontSize(10).text(texts.proofNotEmbedded, box.left, doc.y, { width: box.width });
    return;
  }
  const scale = Math.min(1, box.width / image.width, IMAGE_MAX_HEIGHT / image.height);
  const height = image.height * scale;
  const captionHeight = 18;
  if (doc.y + captionHeight + height > doc.page.height - PAGE_MARGIN) doc.addPage();
  doc.font('body').fontSize(10).text(texts.proofImageCaption, box.left, doc.y, { width: box.width });
  doc.moveDown(0.3);
  const top = doc.y;
  doc.image(proof.image, box.left, top, { width: image.width * scale, height });
  doc.x = box.left;
  doc.y = top + height + 6;
}
