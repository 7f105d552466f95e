import { Body, Controller, Get, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../domain/shared/decider';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { listSeals, readSeal } from './chain-source';
import { DIGEST_FORMAT, DigestDocument, isDigestDocument } from './ledger-chain';
import { LedgerIntegrity } from './ledger-integrity';
import { LedgerSealer } from './ledger-sealer';
import {
  DigestDocumentSchema,
  LedgerReportWithChainSchema,
  SealListSchema,
  SealOutcomeSchema,
} from './ledger-seals.schema';

const SEALS_SHOWN = 50;

/** The ledger's signed seals (docs/decisions/ledger-integrity.md). */
@ApiTags('admin')
@Controller('admin/ledger-seals')
@UseGuards(AdminGuard)
export class LedgerSealsController {
  constructor(
    private readonly sealer: LedgerSealer,
    private readonly integrity: LedgerIntegrity,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOkResponse({ type: SealListSchema })
  @Get()
  async list(): Promise<SealListSchema> {
    return {
      supported: this.sealer.supported,
      publicKey: this.sealer.publicKey,
      intervalSeconds: this.config.ledgerSeals.intervalMs / 1000,
      seals: this.sealer.supported ? await listSeals(this.dataSource, SEALS_SHOWN) : [],
    };
  }

  /** Seals now what the sealer would seal at its next turn. */
  @ApiOkResponse({ type: SealOutcomeSchema })
  @Post()
  async seal(@Req() req: Request): Promise<SealOutcomeSchema> {
    this.refuseWithoutHashes();
    return this.sealer.seal(`admin:${currentUser(req).id}`);
  }

  /** The signed digest document, to keep outside the system. */
  @ApiOkResponse({ type: DigestDocumentSchema })
  @Get(':sealId/digest.json')
  async digest(
    @Param('sealId') sealId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DigestDocumentSchema> {
    this.refuseWithoutHashes();
    const seal = /^\d{1,18}$/.test(sealId) ? await readSeal(this.dataSource, sealId) : null;
    if (!seal) throw new DomainError('LEDGER.NO_SEAL', `There is no seal ${sealId}.`, 'not_found');
    res.setHeader('Content-Disposition', `attachment; filename="ledger-digest-${seal.sealId}.json"`);
    return { format: DIGEST_FORMAT, ...seal };
  }

  /** Verify (every check, chain and seal) plus: is the ledger up to this document's seal unchanged? */
  @ApiOkResponse({ type: LedgerReportWithChainSchema })
  @ApiBody({ type: DigestDocumentSchema })
  @Post('verify-digest')
  verifyDigest(@Body() body: unknown) {
    if (!isDigestDocument(body)) {
      throw new DomainError(
        'LEDGER.INVALID_DIGEST',
        `This is not a ledger digest document (format ${DIGEST_FORMAT}): upload the JSON file downloaded from a seal.`,
      );
    }
    return this.integrity.verify(body satisfies DigestDocument);
  }

  private refuseWithoutHashes(): void {
    if (!this.sealer.supported) {
      throw new DomainError(
        'LEDGER.SEALS_UNSUPPORTED',
        'This ledger runs on EventStoreDB, whose events carry no hashes: there is nothing to seal.',
        'conflict',
      );
    }
  }
}
