import { createHash } from 'node:crypto';
import { create } from 'xmlbuilder2';
import { PayoutFileGenerated } from '../../../domain/payout/payout-files.decider';
import { formatCents } from '../../../domain/shared/money';

/** The platform as the payer (debtor) of every payout; docs/decisions/payout-files.md. */
export const DEBTOR = { name: 'CourtCash', accountNumber: 'COURTCASH-PAYOUTS' };

type FileData = Omit<PayoutFileGenerated['data'], 'checksum'>;

/**
 * ISO 20022 pain.001.001.03 (customer credit transfer initiation): one payment information block,
 * one transaction per withdrawal, its end-to-end id the withdrawal id (the bank statement echoes it,
 * which is how a statement line finds the withdrawal). Built only from the event's data, so the
 * same file comes out byte for byte every time and its sha256 stays the checksum on the event.
 */
export function pain001Xml(file: FileData): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03',
    'Document',
  );
  const init = doc.ele('CstmrCdtTrfInitn');
  const header = init.ele('GrpHdr');
  header.ele('MsgId').txt(file.fileId);
  header.ele('CreDtTm').txt(file.generatedAt.slice(0, 19));
  header.ele('NbOfTxs').txt(String(file.payments.length));
  header.ele('CtrlSum').txt(formatCents(file.totalCents));
  header.ele('InitgPty').ele('Nm').txt(DEBTOR.name);
  const info = init.ele('PmtInf');
  info.ele('PmtInfId').txt(file.fileId);
  info.ele('PmtMtd').txt('TRF');
  info.ele('NbOfTxs').txt(String(file.payments.length));
  info.ele('CtrlSum').txt(formatCents(file.totalCents));
  info.ele('ReqdExctnDt').txt(file.generatedAt.slice(0, 10));
  info.ele('Dbtr').ele('Nm').txt(DEBTOR.name);
  info.ele('DbtrAcct').ele('Id').ele('Othr').ele('Id').txt(DEBTOR.accountNumber);
  info.ele('DbtrAgt').ele('FinInstnId');
  for (const p of file.payments) {
    const tx = info.ele('CdtTrfTxInf');
    tx.ele('PmtId').ele('EndToEndId').txt(p.withdrawalId);
    tx.ele('Amt').ele('InstdAmt', { Ccy: 'USD' }).txt(formatCents(p.netAmountCents));
    tx.ele('CdtrAgt').ele('FinInstnId').ele('Nm').txt(p.bankName);
    tx.ele('Cdtr').ele('Nm').txt(p.accountHolderName);
    tx.ele('CdtrAcct').ele('Id').ele('Othr').ele('Id').txt(p.accountNumber);
    tx.ele('RmtInf').ele('Ustrd').txt(`CourtCash withdrawal ${p.withdrawalId}`);
  }
  return doc.end({ prettyPrint: true });
}

const CSV_HEADER = 'file_id,end_to_end_id,amount,currency,account_holder_name,account_number,bank_name';

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading =+-@ is neutralised (spreadsheet formulas). */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function paymentsCsv(file: FileData): string {
  const rows = file.payments.map((p) =>
    [
      file.fileId,
      p.withdrawalId,
      formatCents(p.netAmountCents),
      'USD',
      p.accountHolderName,
      p.accountNumber,
      p.bankName,
    ]
      .map(cell)
      .join(','),
  );
  return [CSV_HEADER, ...rows].join('\r\n') + '\r\n';
}

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
