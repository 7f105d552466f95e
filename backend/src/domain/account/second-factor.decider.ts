import { Decider, DomainError, assertNever } from '../shared/decider';
import { AccountEvent } from './account.events';

/** How many recovery codes an enrolment hands out (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** `secretCiphertext` and the code hashes are made by the caller: the domain never sees a raw secret. */
export type EnableSecondFactor = {
  type: 'EnableSecondFactor';
  data: { userId: string; secretCiphertext: string; recoveryCodeHashes: string[]; now: string };
};
export type UseRecoveryCode = { type: 'UseRecoveryCode'; data: { userId: string; codeHash: string; now: string } };
/** Administrators must keep theirs: an admin action needs a second factor. */
export type DisableSecondFactor = {
  type: 'DisableSecondFactor';
  data: { userId: string; isAdmin: boolean; now: string };
};
export type SecondFactorCommand = EnableSecondFactor | UseRecoveryCode | DisableSecondFactor;

export interface SecondFactorState {
  enabled: boolean;
  secretCiphertext: string | null;
  unusedCodeHashes: string[];
}

export const initialSecondFactorState = (): SecondFactorState => ({
  enabled: false,
  secretCiphertext: null,
  unusedCodeHashes: [],
});

/** Folds the second factor's events of `account-{userId}`; the stream's other events leave it as it is. */
export function evolveSecondFactor(state: SecondFactorState, event: AccountEvent): SecondFactorState {
  switch (event.type) {
    case 'SecondFactorEnabled':
      return {
        enabled: true,
        secretCiphertext: event.data.secretCiphertext,
        unusedCodeHashes: event.data.recoveryCodeHashes,
      };
    case 'RecoveryCodeUsed':
      return { ...state, unusedCodeHashes: state.unusedCodeHashes.filter((hash) => hash !== event.data.codeHash) };
    case 'SecondFactorDisabled':
      return initialSecondFactorState();
    default:
      return state;
  }
}

export const invalidSecondFactorCode = () =>
  new DomainError(
    'AUTH.SECOND_FACTOR_INVALID',
    'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
    'unauthorized',
  );

export function decideSecondFactor(command: SecondFactorCommand, state: SecondFactorState): AccountEvent[] {
  switch (command.type) {
    case 'EnableSecondFactor': {
      const { userId, secretCiphertext, recoveryCodeHashes, now } = command.data;
      if (state.enabled) {
        throw new DomainError(
          'AUTH.SECOND_FACTOR_ALREADY_ENABLED',
          'Your account already has a second factor. Turn it off first to set up a new one.',
          'conflict',
        );
      }
      return [
        {
          type: 'SecondFactorEnabled',
          data: { userId, method: 'totp', secretCiphertext, recoveryCodeHashes, enabledAt: now },
        },
      ];
    }
    case 'UseRecoveryCode': {
      const { userId, codeHash, now } = command.data;
      // A used, unknown or revoked code: the same answer as a wrong TOTP code.
      if (!state.enabled || !state.unusedCodeHashes.includes(codeHash)) throw invalidSecondFactorCode();
      const remaining = state.unusedCodeHashes.length - 1;
      return [{ type: 'RecoveryCodeUsed', data: { userId, codeHash, remaining, usedAt: now } }];
    }
    case 'DisableSecondFactor': {
      const { userId, isAdmin, now } = command.data;
      if (isAdmin) {
        throw new DomainError(
          'AUTH.SECOND_FACTOR_REQUIRED',
          'Administrators must keep a second factor. Set up a new one instead of turning it off.',
          'forbidden',
        );
      }
      if (!state.enabled) return [];
      return [{ type: 'SecondFactorDisabled', data: { userId, disabledAt: now } }];
    }
    default:
      return assertNever(command);
  }
}

export const secondFactorDecider: Decider<SecondFactorCommand, AccountEvent, SecondFactorState> = {
  decide: decideSecondFactor,
  evolve: evolveSecondFactor,
  initialState: initialSecondFactorState,
};
