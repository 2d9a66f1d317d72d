import { Body, Controller, Post } from '@nestjs/common';
import { UserCreatedResponse } from './users.responses';
import { ApiCreatedResponse } from '@nestjs/swagger';
import { Roles } from '../auth/auth.decorators';
import { CreateUserDto } from './create-user.dto';
import { UsersService } from './users.service';

@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Roles('admin')
  @Post()
  @ApiCreatedResponse({ type: UserCreatedResponse })
  async create(@Body() body: CreateUserDto) {
    const user = await this.users.create(body.username, body.password, body.role);
    return { error: false, message: 'User added successfully!', user };
  }
}
