import { useId, type ReactNode } from 'react';
import { BankIcon, WalletIcon, ZapIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import type { DepositMethod } from '@/types/api';
import { CardModeNotice } from '../card-payment/card-mode-notice';
import { usd, type Cents } from '@/lib/money';
import { cardChargeCents, percentText, type MoneyRules } from '@/lib/money-rules';
import { useBankTransferAvailable } from '../bank-details-panel';
import { usePaymentsConfig } from '../../api/get-payments-config';

/** The methods of the Add Funds dialog: the recorded deposit methods, and PayPal (an order, then a capture). */
export type AddFundsMethod = DepositMethod | 'paypal';

interface MethodOptionProps {
  title: string;
  subtitle: string;
  detail: string;
  icon: ReactNode;
  tag?: string;
  disabled: boolean;
  onSelect: () => void;
}

/** Named by its title alone ("Credit or Debit Card"); the subtitle and detail describe it. */
function MethodOption({ title, subtitle, detail, icon, tag, disabled, onSelect }: MethodOptionProps) {
  const id = useId();
  return (
    <button
      type="button"
      className="method-option"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-subtitle ${id}-detail`}
      disabled={disabled}
      onClick={onSelect}
    >
      <span className="method-option__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="method-option__text">
        <span id={`${id}-title`} className="method-option__title">
          {title}
        </span>
        <span id={`${id}-subtitle`} className="method-option__subtitle">
          {subtitle}
        </span>
        <span id={`${id}-detail`} className="method-option__detail">
          {detail}
        </span>
      </span>
      {tag && <span className="tag tag--blue">{tag}</span>}
    </button>
  );
}

interface MethodStepProps {
  amountCents: Cents;
  rules: MoneyRules;
  /** The method whose payment intent is being created, if any. */
  preparing: AddFundsMethod | null;
  onSelect: (method: AddFundsMethod) => void;
  onBack: () => void;
}

export function MethodStep({ amountCents, rules, preparing, onSelect, onBack }: MethodStepProps) {
  const cardDetail = `Total charged ${usd(cardChargeCents(amountCents, rules))}`;
  const cardFee = `${percentText(rules.deposit.cardFeeBasisPoints)} fee`;
  const bankAvailable = useBankTransferAvailable();
  const config = usePaymentsConfig();
  const busy = preparing !== null;
  return (
    <div className="form">
      <p className="step-lead">
        Amount to deposit <strong>{usd(amountCents)}</strong>
      </p>
      <CardModeNotice />
      <div className="method-list" role="group" aria-label="Payment method">
        <MethodOption
          title="Credit or Debit Card"
          subtitle={`Instant deposit • ${cardFee}`}
          detail={cardDetail}
          icon={<ZapIcon />}
          disabled={busy}
          onSelect={() => onSelect('card')}
        />
        <MethodOption
          title="Apple Pay"
          subtitle={`One-tap payment • ${cardFee}`}
          detail={cardDetail}
          icon={<WalletIcon />}
          disabled={busy}
          onSelect={() => onSelect('apple_pay')}
        />
        <MethodOption
          title="Google Pay"
          subtitle={`One-tap payment • ${cardFee}`}
          detail={cardDetail}
          icon={<WalletIcon />}
          disabled={busy}
          onSelect={() => onSelect('google_pay')}
        />
        {config.data?.paypalAvailable ? (
          <MethodOption
            title="PayPal"
            subtitle={`Pay with your PayPal account • ${cardFee}`}
            detail={cardDetail}
            icon={<WalletIcon />}
            tag={config.data.paypalTestMode ? 'Test mode' : undefined}
            disabled={busy}
            onSelect={() => onSelect('paypal')}
          />
        ) : (
          // Not a button that does nothing: a sentence saying so, and what to use instead.
          <p className="wallet-note" role="note">
            {config.isPending
              ? 'Checking whether PayPal is available...'
              : 'PayPal is not available on this server right now. Please pay by card or bank transfer.'}
          </p>
        )}
        <MethodOption
          title="Bank Transfer"
          subtitle={bankAvailable === false ? 'Not available right now' : 'Manual transfer • No fees'}
          detail={`You transfer ${usd(amountCents)}`}
          icon={<BankIcon />}
          tag="1-2 days"
          disabled={busy || bankAvailable !== true}
          onSelect={() => onSelect('bank_transfer')}
        />
      </div>
      {busy && (
        <Spinner
          label={preparing === 'paypal' ? 'Preparing your PayPal payment...' : 'Preparing secure payment...'}
          size="sm"
        />
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn--outline" onClick={onBack} disabled={busy}>
          Back
        </button>
      </div>
    </div>
  );
}
