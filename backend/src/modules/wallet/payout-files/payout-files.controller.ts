import { Body, Controller, Get, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString } from 'class-validator';
import type { Request, Response } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
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

  @Get()
  list() {
    return this.files.list();
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
