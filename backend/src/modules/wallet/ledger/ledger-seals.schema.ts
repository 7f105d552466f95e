import { ApiProperty } from '@nestjs/swagger';
import { ApiNullable } from '../../../infrastructure/http/api-schema';
import type { ChainSection } from './chain-check';
import type { ChainProblem, DigestCheck } from './chain-verifier';
import { DIGEST_FORMAT, type DigestDocument, type SealFields } from './ledger-chain';
import { LedgerReportSchema } from './ledger-report.schema';

/** A seal's signed fields; the digest document adds `format`. Hex for bytes, decimal strings for numbers. */
export class SealSchema implements SealFields {
  @ApiProperty({ example: '12' }) sealId: string;
  @ApiProperty({ format: 'date-time' }) sealedAt: string;
  @ApiProperty({ description: 'The last sealed event: its transaction id (the commit of its global position).' })
  lastCommit: string;
  @ApiProperty({ description: 'The last sealed event: its global position.' }) lastPosition: string;
  @ApiProperty({ description: 'Events up to and including the last sealed one.' }) eventCount: string;
  @ApiProperty() streamCount: string;
  @ApiProperty({ description: 'sha256 of the heads that moved since the previous seal, hex.' }) headsDigest: string;
  @ApiProperty({ description: "The previous seal's digest (zeros for the first), hex." }) previousDigest: string;
  @ApiProperty({ description: 'sha256 of the fields above, hex: what the signature signs.' }) digest: string;
  @ApiProperty({ description: 'The Ed25519 public key, 32 bytes, hex.' }) publicKey: string;
  @ApiProperty({ description: 'Ed25519 over the 32 digest bytes, hex.' }) signature: string;
}

export class DigestDocumentSchema extends SealSchema implements DigestDocument {
  @ApiProperty({ enum: [DIGEST_FORMAT] }) format: typeof DIGEST_FORMAT;
}

export class SealOutcomeSchema {
  @ApiProperty({ description: 'False when nothing was appended since the last seal (that seal is returned).' })
  created: boolean;
  @ApiNullable({ type: SealSchema }) seal: SealSchema | null;
}

export class SealListSchema {
  @ApiProperty({ description: 'False on EventStoreDB, whose events carry no hashes.' }) supported: boolean;
  @ApiProperty({ description: 'The key seals are signed with now, hex.' }) publicKey: string;
  @ApiProperty({ type: 'integer' }) intervalSeconds: number;
  @ApiProperty({ type: [SealSchema], description: 'The newest first.' }) seals: SealSchema[];
}

export class ChainProblemSchema implements ChainProblem {
  @ApiProperty({ enum: ['edited', 'deleted', 'inserted', 'reordered', 'seal'] })
  kind: ChainProblem['kind'];
  @ApiNullable({ type: String }) stream: string | null;
  @ApiNullable({ type: 'integer' }) revision: number | null;
  @ApiNullable({ type: String }) eventId: string | null;
  @ApiNullable({ type: String }) sealId: string | null;
  @ApiProperty() message: string;
}

export class DigestCheckSchema implements DigestCheck {
  @ApiProperty() sealId: string;
  @ApiProperty() ok: boolean;
  @ApiProperty() message: string;
}

export class LastSealSchema {
  @ApiProperty() sealId: string;
  @ApiProperty({ format: 'date-time' }) sealedAt: string;
  @ApiProperty() eventCount: string;
  @ApiProperty() digest: string;
}

export class ChainSectionSchema implements ChainSection {
  @ApiProperty() supported: boolean;
  @ApiProperty({ type: 'integer' }) checkedEvents: number;
  @ApiProperty({ type: 'integer' }) checkedStreams: number;
  @ApiProperty({ type: 'integer' }) checkedSeals: number;
  @ApiProperty({ type: 'integer', description: 'Events after the last seal: protected by their chains only.' })
  unsealedEvents: number;
  @ApiNullable({ type: LastSealSchema }) lastSeal: LastSealSchema | null;
  @ApiProperty({ type: [ChainProblemSchema], description: 'The first in global order first.' })
  problems: ChainProblemSchema[];
  @ApiNullable({ type: DigestCheckSchema }) digest: DigestCheckSchema | null;
}

/** GET /api/admin/ledger/verify and POST /api/admin/ledger-seals/verify-digest. */
export class LedgerReportWithChainSchema extends LedgerReportSchema {
  @ApiProperty({ type: ChainSectionSchema }) chain: ChainSectionSchema;
}
