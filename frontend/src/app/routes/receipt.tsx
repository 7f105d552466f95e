import { useParams } from 'react-router-dom';
import { ReceiptPage } from '@/features/wallet/components/receipt/receipt-page';

export function ReceiptRoute() {
  const { id = '' } = useParams();
  return <ReceiptPage id={id} />;
}
