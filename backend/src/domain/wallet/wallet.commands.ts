export type OpenWallet = { type: 'OpenWallet'; data: { userId: string; now: string } };

export type WalletCommand = OpenWallet;
