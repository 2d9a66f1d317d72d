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

@ApiSchema({ name: 'StaffAccount' })
export class StaffAccountResponse extends StaffUserResponse {
  @ApiProperty() disabled!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLoginAt!: Date | null;
}

@ApiSchema({ name: 'StaffList' })
export class StaffListResponse {
  @ApiProperty({ type: [StaffAccountResponse] }) items!: StaffAccountResponse[];
}

@ApiSchema({ name: 'UserUpdated' })
export class UserUpdatedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ type: StaffAccountResponse }) user!: StaffAccountResponse;
}

@ApiSchema({ name: 'PasswordChanged' })
export class PasswordChangedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'Other sessions of this user that were ended' }) endedSessions!: number;
}
