import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PageQueryDto, toPage } from '../../../infrastructure/http/paging';
import { AdminGuard } from '../../identity/identity.public';
import { AdminAuditRead } from './admin-audit.read';
import { AuditPageSchema } from '../admin.schema';

/** `GET /api/admin/audit?page=&pageSize=&search=`: who did what to whom, for how much, and why. */
@ApiTags('admin')
@Controller('admin/audit')
@UseGuards(AdminGuard)
export class AdminAuditController {
  constructor(private readonly audit: AdminAuditRead) {}

  @ApiOkResponse({ type: AuditPageSchema })
  @Get()
  list(@Query() query: PageQueryDto) {
    return this.audit.list(toPage(query));
  }
}
