import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PageQueryDto, toPage } from '../../../infrastructure/http/paging';
import { AdminGuard } from '../../identity/identity.public';
import { AdminAuditRead } from './admin-audit.read';

/** `GET /api/admin/audit?page=&pageSize=&search=`: who did what to whom, for how much, and why. */
@ApiTags('admin')
@Controller('admin/audit')
@UseGuards(AdminGuard)
export class AdminAuditController {
  constructor(private readonly audit: AdminAuditRead) {}

  @Get()
  list(@Query() query: PageQueryDto) {
    return this.audit.list(toPage(query));
  }
}
