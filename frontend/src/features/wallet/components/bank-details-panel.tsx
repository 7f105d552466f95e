import { useState } from 'react';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { Spinner } from '@/components/ui/spinner';
import type { BankTransferDetails } from '@/types/api';
import { usePaymentsConfig } from '../api/get-payments-config';

export const BANK_TRANSFER_UNAVAILABLE =
  'Bank transfer is not available right now. Please add funds by card, or contact support.';

function rowsOf(details: BankTransferDetails): { label: string; value: string }[] {
  const rows = [
    { label: 'Bank Name', value: details.bankName },
    { label: 'Account Title', value: details.accountTitle },
    { label: 'Account Number', value: details.accountNumber },
  ];
  if (details.iban) rows.push({ label: 'IBAN', value: details.iban });
  if (details.swift) rows.push({ label: 'SWIFT', value: details.swift });
  return rows;
}

/** null while loading; false when the server offers no bank transfer; else the rows. */
export function useBankTransferAvailable(): boolean | null {
  const config = usePaymentsConfig();
  if (config.isPending) return null;
  return Boolean(config.data?.bankTransfer);
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure origins have no async clipboard.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** The receiving account, as the server's configuration gives it; never a placeholder. */
export function BankDetailsPanel() {
  const [copied, setCopied] = useState<string | null>(null);
  const config = usePaymentsConfig();

  const onCopy = async (label: string, value: string) => {
    try {
      await copyText(value);
      setCopied(label);
      window.setTimeout(() => setCopied((current) => (current === label ? null : current)), 2000);
      toast({ title: 'Copied!', description: `${label} copied to clipboard` });
    } catch {
      toast({
        title: 'Copy failed',
        description: `Please copy the ${label.toLowerCase()} by hand.`,
        variant: 'destructive',
      });
    }
  };

  if (config.isPending) return <Spinner label="Loading bank details..." size="sm" />;
  const details = config.data?.bankTransfer;
  if (!details) {
    return (
      <p className="wallet-note wallet-note--info" role="status" data-testid="bank-transfer-unavailable">
        {BANK_TRANSFER_UNAVAILABLE}
      </p>
    );
  }

  return (
    <section className="panel bank-details" aria-labelledby="bank-details-title">
      <h3 id="bank-details-title" className="panel__title">
        Bank Details
      </h3>
      <dl className="bank-details__list">
        {rowsOf(details).map(({ label, value }) => (
          // A <dl>'s row holds only <dt> and <dd> (axe "dlitem"/"definition-list"): the copy button is a <dd> too.
          <div key={label} className="bank-details__row">
            <dt>{label}</dt>
            <dd className="mono">{value}</dd>
            <dd className="bank-details__copy">
              <button
                type="button"
                className="icon-button"
                aria-label={`Copy ${label}`}
                onClick={() => void onCopy(label, value)}
              >
                {copied === label ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
