import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ROLES, type Role } from '@studio/core/entities/user.entity';

@ApiSchema({ name: 'StaffUser' })
export class StaffUserResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

@ApiSchema({ name: 'UserCreated' })
export class UserCreatedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ type: StaffUserResponse }) user!: StaffUserResponse;
}
