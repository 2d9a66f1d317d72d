import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export const SOURCE_STATEMENT_MAX = 300;

/**
 * The staff member's statement that the studio may show one of its own public photos (docs/architecture.md §16),
 * given where the photo is uploaded or edited. Trimmed; blank means none (null), as does null itself.
 */
export function SourceStatementField() {
  return applyDecorators(
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsString({ message: 'Statement must be text' }),
    MaxLength(SOURCE_STATEMENT_MAX, { message: `Statement must be at most ${SOURCE_STATEMENT_MAX} characters` }),
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: SOURCE_STATEMENT_MAX,
      example: 'No child’s face: props only',
      description: "The studio's own photo: the staff member's word that it may be shown (e.g. no child's face, or a paper release on file); blank or null for none",
    }),
  );
}
