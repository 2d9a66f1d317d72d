import { Body, Controller, Get, Header, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrorResponse } from '../common/api-responses';
import { CurrentUser, Roles, type AuthUser } from '../auth/auth.decorators';
import { CreateUserDto } from './create-user.dto';
import { UpdateUserDto, UserIdDto } from './update-user.dto';
import { StaffListResponse, UserCreatedResponse, UserUpdatedResponse } from './users.responses';
import { UsersService } from './users.service';

@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Roles('admin')
  @ApiOperation({ summary: 'Create a staff account (admin)' })
  @Post()
  @ApiCreatedResponse({ type: UserCreatedResponse })
  async create(@Body() body: CreateUserDto) {
    const user = await this.users.create(body.username, body.password, body.role);
    return { error: false, message: 'User added successfully!', user };
  }

  /** Staff page: who has access, with last sign-in. */
  @Roles('admin')
  @ApiOperation({ summary: 'List staff accounts (admin)' })
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: StaffListResponse })
  list() {
    return this.users.list();
  }

  @Roles('admin')
  @ApiOperation({ summary: 'Change a staff account: role, disabled, password (admin)' })
  @Patch(':id')
  @ApiOkResponse({ type: UserUpdatedResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'The last active admin cannot be disabled or demoted' })
  async update(@Param() params: UserIdDto, @Body() body: UpdateUserDto, @CurrentUser() actor: AuthUser) {
    const user = await this.users.update(params.id, body, actor);
    return { error: false, message: 'User updated', user };
  }
}
