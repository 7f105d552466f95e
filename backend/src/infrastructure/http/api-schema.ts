import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

/** Money at the API edge: a decimal string with two places ("12.50"), never a JSON number. */
export const MONEY_PATTERN = '^-?\\d+\\.\\d{2}$';

/** A money field of a response or request schema: `type: string`, "12.50". */
export function ApiMoney(options: { description?: string; nullable?: boolean; required?: boolean } = {}) {
  return ApiProperty({ type: 'string', pattern: MONEY_PATTERN, example: '12.50', ...options });
}

/** A nullable field (the OpenAPI 3.0 `nullable: true`): `string | null` in the generated types. */
export function ApiNullable(options: ApiPropertyOptions) {
  return ApiProperty({ ...options, nullable: true });
}

/** The answer of commands that only confirm: `{ message }`, a sentence to show. */
export class MessageBody {
  @ApiProperty({ example: 'Done.' })
  message: string;
}
