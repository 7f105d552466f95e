import PDFDocument from 'pdfkit';
import { ReceiptSchema } from './history.schema';

const STATUS: Record<string, string> = { pending: 'Pending', completed: 'Completed', rejected: 'Rejected' };

/** The receipt as a one-page PDF (text uncompressed, so a receipt can be searched and checked). */
export function receiptPdf(receipt: ReceiptSchema): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: receipt.title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text('CourtCash');
    doc.moveDown(0.5).fontSize(16).text(receipt.title);
    doc.moveDown().fontSize(11);
    doc.text(`Receipt ${receipt.number}`);
    doc.text(`Issued to ${receipt.issuedTo}`);
    doc.text(`Date ${receipt.createdAt.replace('T', ' ').slice(0, 16)} UTC`);
    doc.text(`Status ${STATUS[receipt.status] ?? receipt.status}`);
    if (receipt.description) doc.text(receipt.description);
    doc.moveDown();
    for (const item of receipt.lines) doc.text(`${item.label}: ${usd(item.amount)}`);
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .text(`${receipt.total.label}: ${usd(receipt.total.amount)}`);
    doc.font('Helvetica').moveDown().fontSize(9).text(`Transaction ${receipt.id}. Amounts in USD.`);
    doc.end();
  });
}

function usd(amount: string): string {
  return amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`;
}
