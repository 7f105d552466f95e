import { useState } from 'react';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { BANK_DETAIL_ROWS } from '@/config/bank-details';

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

export function BankDetailsPanel() {
  const [copied, setCopied] = useState<string | null>(null);

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

  return (
    <section className="panel bank-details" aria-labelledby="bank-details-title">
      <h3 id="bank-details-title" className="panel__title">
        Bank Details
      </h3>
      <dl className="bank-details__list">
        {BANK_DETAIL_ROWS.map(({ label, value }) => (
          <div key={label} className="bank-details__row">
            <div>
              <dt>{label}</dt>
              <dd className="mono">{value}</dd>
            </div>
            <button
              type="button"
              className="icon-button"
              aria-label={`Copy ${label}`}
              onClick={() => void onCopy(label, value)}
            >
              {copied === label ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
            </button>
          </div>
        ))}
      </dl>
    </section>
  );
}
