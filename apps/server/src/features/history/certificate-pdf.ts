/*
 * The donor's one-page certificate (docs/decisions/0018-certificates.md). pdf-lib draws it with the PDF standard
 * fonts, which every reader has: nothing is fetched and no font file is read.
 */

export interface CertificateContent {
  donorName: string;
  /** 'YYYY-MM-DD' */
  donationDate: string;
  component: string;
  place: string | null;
  code: string;
  /** Where the code can be checked, e.g. https://raktsetu.example/api/certificates/RSC-… */
  verifyUrl: string;
}

/** Colours as [red, green, blue]; pdf-lib is loaded on the first certificate, so they are made there. */
const COLOURS = { red: [0.72, 0.07, 0.12], ink: [0.12, 0.12, 0.14], grey: [0.4, 0.4, 0.45] } as const;

/**
 * The standard fonts encode Latin-1 (WinAnsi) only: accents are dropped ("José" → "Jose") and any other letter is
 * shown as "?" rather than failing the whole certificate.
 */
export function printable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export async function certificatePdf(c: CertificateContent): Promise<Uint8Array> {
  // Loaded on first use: few requests make a certificate, and the library keeps ~7 MB of heap (docs/decisions/0021).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const [RED, INK, GREY] = [COLOURS.red, COLOURS.ink, COLOURS.grey].map(([r, g, b]) => rgb(r, g, b));
  const doc = await PDFDocument.create();
  doc.setTitle(`RaktSetu certificate ${c.code}`);
  doc.setAuthor('RaktSetu');
  doc.setCreator('RaktSetu');
  const page = doc.addPage([842, 595]); // pt: A4 landscape
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = page.getSize();

  // pt: lines keep this far from the page's edges, inside the border.
  const margin = 60;
  const centred = (text: string, y: number, wanted: number, font = regular, color = INK) => {
    const line = printable(text);
    // A long name (up to 100 characters) or place is set smaller rather than run off the page.
    const size = Math.min(wanted, (wanted * (width - 2 * margin)) / font.widthOfTextAtSize(line, wanted));
    page.drawText(line, { x: (width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
  };

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: RED, borderWidth: 3 });
  centred('RaktSetu', height - 90, 30, bold, RED);
  centred('Certificate of Blood Donation', height - 130, 22, bold);
  centred('This certifies that', height - 185, 14, regular, GREY);
  centred(c.donorName, height - 225, 28, bold);
  centred(`gave ${c.component} on ${longDate(c.donationDate)}`, height - 265, 16);
  if (c.place) centred(`at ${c.place}`, height - 290, 16);
  centred('Thank you for giving blood. Your gift helps a patient live on.', height - 345, 14, regular, RED);
  centred(`Verification code: ${c.code}`, 110, 13, bold);
  centred(`Verify at ${c.verifyUrl}`, 88, 11, regular, GREY);
  return doc.save();
}
