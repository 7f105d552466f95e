import { Body, Controller, Get, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiProperty,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString } from 'class-validator';
import type { Request, Response } from 'express';
import { asksForPage, PageQueryDto, paged, toPage } from '../../../infrastructure/http/paging';
import { commandContext } from '../../../infrastructure/http/request-context';
import { ApiMoney } from '../../../infrastructure/http/api-schema';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { Idempotent, idempotencyKeyOf } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { PayoutFiles } from './payout-files.service';

export class GeneratePayoutFileDto {
  @ApiProperty({ type: [String], description: 'Pending bank withdrawals to pay in this file.' })
  @IsArray({ message: 'withdrawalIds must be a list of withdrawal ids.' })
  @ArrayMinSize(1, { message: 'Select at least one approved bank withdrawal for the file.' })
  @ArrayMaxSize(1000, { message: 'A payout file holds at most 1000 withdrawals; split the selection.' })
  @IsString({ each: true, message: 'Each withdrawal id must be text.' })
  withdrawalIds: string[];
}

export class PayoutFileCreatedSchema {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'sha256 (hex) of the pain.001 XML.' }) checksum: string;
}

export class PayoutFileSchema {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'sha256 (hex) of the pain.001 XML.' }) checksum: string;
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
  @ApiProperty({ description: 'The admin who generated it.' }) generatedBy: string;
  @ApiProperty({ type: [String], description: 'The withdrawals it sent, in file order.' }) withdrawalIds: string[];
  @ApiMoney({ description: 'What the file pays out: the sum of the net amounts.' }) total: string;
}

export class PayoutFilesPageSchema {
  @ApiProperty({ type: [PayoutFileSchema] }) items: PayoutFileSchema[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

/** Bank payout files: docs/decisions/payout-files.md. */
@ApiTags('admin')
@Controller('admin/payout-files')
@UseGuards(AdminGuard)
export class PayoutFilesController {
  constructor(private readonly files: PayoutFiles) {}

  /** Generates one file for the selected withdrawals and marks them sent (one event, with the file's id and checksum). */
  @ApiCreatedResponse({ type: PayoutFileCreatedSchema })
  @Post()
  @Idempotent()
  generate(@Body() body: GeneratePayoutFileDto, @Req() req: Request) {
    const context = { ...commandContext(req), actorUserId: currentUser(req).id };
    return this.files.generate(body.withdrawalIds, context, idempotencyKeyOf(req));
  }

  @ApiExtraModels(PayoutFilesPageSchema, PayoutFileSchema)
  @ApiOkResponse({
    description:
      'Newest first. A page when asked with page or pageSize; else every file (the console marks sent withdrawals).',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(PayoutFilesPageSchema) },
        { type: 'array', items: { $ref: getSchemaPath(PayoutFileSchema) } },
      ],
    },
  })
  @Get()
  async list(@Query() query: PageQueryDto) {
    const files = await this.files.list();
    if (!asksForPage(query)) return files;
    const page = toPage(query);
    return paged(files.slice(page.offset, page.offset + page.pageSize), files.length, page);
  }

  // Headers set only once the file is found, so a refusal keeps its JSON content type.
  @Get(':id/pain.001.xml')
  async xml(@Param('id') id: string, @Res({ passthrough: true }) res: Response) {
    const body = await this.files.xml(id);
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="pain.001-${id}.xml"`);
    return body;
  }

  @Get(':id/payments.csv')
  async csv(@Param('id') id: string, @Res({ passthrough: true }) res: Response) {
    const body = await this.files.csv(id);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="payments-${id}.csv"`);
    return body;
  }
}
