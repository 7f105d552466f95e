/** Events of the stream `wallet-{userId}`. Money fields are integer cents. */
export type WalletOpened = { type: 'WalletOpened'; data: { userId: string; openedAt: string } };

export type WalletEvent = WalletOpened;
