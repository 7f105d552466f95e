import { Projection } from './runner/projection';
import { UsersProjection } from './users/users.projection';
import { WalletProjection } from './wallet/wallet.projection';

/** Every read model the runner keeps up to date. */
export function allProjections(): Projection[] {
  return [new UsersProjection(), new WalletProjection()];
}
