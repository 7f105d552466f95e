import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  PayloadTooLargeException,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import type { Request, Response } from 'express';
import multer from 'multer';
import { LineStatus } from '../../../domain/bank-statement/bank-statement.decider';
import { DomainError } from '../../../domain/shared/decider';
import { Idempotent, idempotencyKeyOf } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { PageQueryDto, toPage } from '../../../infrastructure/http/paging';
import { commandContext } from '../../../infrastructure/http/request-context';
import { trim } from '../../../infrastructure/http/text-transforms';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { BankStatements } from './bank-statements.service';

/** A month of a busy account is well under this; a bigger file is split by date. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
const LINE_STATUSES: LineStatus[] = ['unmatched', 'matched', 'resolved', 'ignored', 'awaiting_approval'];

export class StatementImportSchema {
  @ApiProperty({ description: 'sha256 (hex) of the file: the same file is the same statement.' }) statementId: string;
  @ApiProperty() matched: number;
  @ApiProperty() unmatched: number;
  @ApiProperty({ description: 'Lines repeated in the file (same bank reference), counted once.' }) duplicates: number;
}

export class StatementSummarySchema extends StatementImportSchema {
  @ApiProperty({ enum: ['csv', 'camt.053'] }) format: 'csv' | 'camt.053';
  @ApiProperty() fileName: string;
  @ApiProperty() importedBy: string;
  @ApiProperty() importedAt: string;
}

export class StatementPageSchema {
  @ApiProperty({ type: [StatementSummarySchema] }) items: StatementSummarySchema[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class StatementLineSchema {
  @ApiProperty() bankReference: string;
  @ApiProperty() lineNumber: number;
  @ApiProperty() bookingDate: string;
  @ApiProperty({ example: '-97.50', description: 'Money in positive, money out negative.' }) amount: string;
  @ApiProperty() reference: string;
  @ApiProperty() counterparty: string;
  @ApiProperty({ enum: LINE_STATUSES }) status: LineStatus;
  @ApiProperty({ type: String, nullable: true }) matchedDepositId: string | null;
  @ApiProperty({ type: String, nullable: true }) matchedWithdrawalId: string | null;
  @ApiProperty({ type: String, nullable: true }) approvalId: string | null;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ type: String, nullable: true }) resolvedBy: string | null;
}

export class AwaitingApprovalSchema {
  @ApiProperty({ enum: ['awaiting_second_approval'] }) status: 'awaiting_second_approval';
  @ApiProperty() approvalId: string;
}

export class StatementResolutionSchema {
  @ApiProperty({ type: StatementLineSchema }) line: StatementLineSchema;
  @ApiPropertyOptional({
    type: AwaitingApprovalSchema,
    description: 'Above FOUR_EYES_THRESHOLD (answered 202): the money moves when a second admin approves.',
  })
  approval?: AwaitingApprovalSchema;
}

export class StatementLinePageSchema {
  @ApiProperty({ type: [StatementLineSchema] }) items: StatementLineSchema[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class StatementLinesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: LINE_STATUSES })
  @IsOptional()
  @IsIn(LINE_STATUSES, { message: `Status must be one of ${LINE_STATUSES.join(', ')}.` })
  status?: LineStatus;
}

export class ResolveStatementLineDto {
  @ApiProperty({
    enum: ['deposit', 'withdrawal', 'ignore'],
    description: 'Attach to a deposit or withdrawal, or ignore.',
  })
  @IsIn(['deposit', 'withdrawal', 'ignore'], {
    message: 'Choose to attach the line to a deposit or a withdrawal, or to ignore it.',
  })
  action: 'deposit' | 'withdrawal' | 'ignore';

  @ApiPropertyOptional({ description: 'The deposit or withdrawal id (not for ignore).' })
  @ValidateIf((o: ResolveStatementLineDto) => o.action !== 'ignore')
  @Transform(trim)
  @IsString({ message: 'Give the id of the deposit or withdrawal the line pays.' })
  @IsNotEmpty({ message: 'Give the id of the deposit or withdrawal the line pays.' })
  targetId?: string;

  @ApiProperty({ example: 'Player typed the reference with a typo' })
  @Transform(trim)
  @IsString({ message: 'A reason is required.' })
  @IsNotEmpty({ message: 'A reason is required.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason: string;
}

const invalid = (code: string, message: string) => new DomainError(code, message);

/** The uploaded file's bytes (memory only); its format is read from its content. */
async function readStatementUpload(req: Request, res: Response): Promise<{ bytes: Buffer; name: string }> {
  const tooLarge = () =>
    new PayloadTooLargeException({
      message: 'This statement is larger than 5 MB. Export a shorter period and upload each part.',
      code: 'STATEMENT.TOO_LARGE',
    });
  if (Number(req.headers['content-length']) > MAX_STATEMENT_BYTES + 64 * 1024) {
    res.setHeader('Connection', 'close');
    throw tooLarge();
  }
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  }).single('file');
  await new Promise<void>((resolve, reject) => {
    single(req, res, (error: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return reject(tooLarge());
      reject(
        invalid('STATEMENT.INVALID_UPLOAD', 'Send one statement file as multipart/form-data in the field "file".'),
      );
    });
  });
  const file = req.file;
  if (!file || file.size === 0) {
    throw invalid('STATEMENT.FILE_REQUIRED', 'Choose a bank statement file (CSV or camt.053 XML) to upload.');
  }
  return { bytes: file.buffer, name: file.originalname || 'statement' };
}

/** Bank statements: docs/decisions/bank-statements.md. */
@ApiTags('admin')
@Controller('admin/bank-statements')
@UseGuards(AdminGuard)
export class BankStatementsController {
  constructor(private readonly statements: BankStatements) {}

  /** Imports a statement and matches its lines. The same file again changes nothing and answers the same counts. */
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'CSV (documented columns) or camt.053 XML.' },
      },
    },
  })
  @ApiCreatedResponse({ type: StatementImportSchema })
  @Post()
  async import(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { bytes, name } = await readStatementUpload(req, res);
    return this.statements.import(bytes, name, { ...commandContext(req), actorUserId: currentUser(req).id });
  }

  @ApiOkResponse({ type: StatementPageSchema })
  @Get()
  list(@Query() query: PageQueryDto) {
    return this.statements.list(toPage(query));
  }

  @ApiOkResponse({ type: StatementSummarySchema })
  @Get(':id')
  summary(@Param('id') id: string) {
    return this.statements.summary(id);
  }

  @ApiOkResponse({ type: StatementLinePageSchema })
  @Get(':id/lines')
  lines(@Param('id') id: string, @Query() query: StatementLinesQueryDto) {
    return this.statements.lines(id, query.status, toPage(query));
  }

  /** Attach an unmatched line to a deposit or withdrawal (four eyes above the threshold: 202), or ignore it. */
  @ApiOkResponse({ type: StatementResolutionSchema })
  @ApiAcceptedResponse({ type: StatementResolutionSchema })
  @Post(':id/lines/:bankReference/resolve')
  @HttpCode(200)
  @Idempotent()
  async resolve(
    @Param('id') id: string,
    @Param('bankReference') bankReference: string,
    @Body() body: ResolveStatementLineDto,
    @Req() req: Request,
  ) {
    const context = { ...commandContext(req), actorUserId: currentUser(req).id };
    const resolution =
      body.action === 'ignore' ? { action: body.action } : { action: body.action, targetId: body.targetId ?? '' };
    const answer = await this.statements.resolve(
      id,
      bankReference,
      resolution,
      body.reason,
      context,
      idempotencyKeyOf(req),
    );
    if (answer.approval) req.res?.status(202);
    return answer;
  }
}
