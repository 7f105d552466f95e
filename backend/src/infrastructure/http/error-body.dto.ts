import { ApiProperty } from '@nestjs/swagger';

/** Every error answer (http-error.filter.ts): a sentence a person can read and a stable code to branch on. */
export class ErrorBody {
  @ApiProperty({ example: 'Your balance is too low for this.' })
  message: string;

  @ApiProperty({
    example: 'WALLET.INSUFFICIENT_FUNDS',
    description: 'AREA.REASON; branch on this, never on the message.',
  })
  code: string;

  @ApiProperty({ example: 400 })
  statusCode: number;
}
