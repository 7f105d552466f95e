import { ApiProperty } from '@nestjs/swagger';
import { ApiNullable } from '../../../infrastructure/http/api-schema';

export class NotificationSchema {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'tournament_joined' }) type: string;
  @ApiProperty() title: string;
  @ApiProperty() message: string;
  @ApiProperty() isRead: boolean;
  @ApiNullable({ type: String }) actionUrl: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class MarkedAllReadSchema {
  @ApiProperty() message: string;
  @ApiProperty({ type: 'integer' }) marked: number;
}
