import { ApiProperty } from '@nestjs/swagger';
import { ApiNullable } from '../../../infrastructure/http/api-schema';

export class HandlerSchema {
  @ApiProperty() id: string;
  @ApiNullable({ type: String }) email: string | null;
}

/** A message in the admins' support inbox; the controller's view returns this type. */
export class SupportMessageSchema {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiNullable({ type: String, description: 'The sender, when signed in.' }) userId: string | null;
  @ApiProperty({ format: 'date-time' }) receivedAt: string;
  @ApiNullable({ type: String, format: 'date-time' }) handledAt: string | null;
  @ApiNullable({ type: HandlerSchema }) handledBy: HandlerSchema | null;
}

export class SupportMessagePageSchema {
  @ApiProperty({ type: [SupportMessageSchema] }) items: SupportMessageSchema[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
}
