import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '../auth/auth.decorators';
import { MessageResponse } from '../common/api-responses';
import { TestimonialListResponse, TestimonialSavedResponse } from './site.responses';
import { UploadBody } from '../common/upload-body.decorator';
import { CreateTestimonialDto, TestimonialIdDto, UpdateTestimonialDto } from './testimonial.dto';
import { TestimonialsService } from './testimonials.service';

@Roles('admin')
@Controller('api/admin/testimonials')
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @ApiOperation({ summary: 'List testimonials (admin)' })
  @Get()
  @ApiOkResponse({ type: TestimonialListResponse })
  list() {
    return this.testimonials.list();
  }

  /** JSON with an optional `photo` data-URL (hence the upload-sized body, read after the admin check). */
  @ApiOperation({ summary: 'Add a testimonial (admin)' })
  @Post()
  @UploadBody()
  @HttpCode(201)
  @ApiCreatedResponse({ type: TestimonialSavedResponse })
  async create(@Body() body: CreateTestimonialDto, @CurrentUser() user: AuthUser) {
    return { error: false, message: 'Testimonial added', testimonial: await this.testimonials.create(body, user) };
  }

  @ApiOperation({ summary: 'Change a testimonial (admin)' })
  @Patch(':id')
  @ApiOkResponse({ type: TestimonialSavedResponse })
  @UploadBody()
  async update(@Param() p: TestimonialIdDto, @Body() body: UpdateTestimonialDto, @CurrentUser() user: AuthUser) {
    return { error: false, message: 'Testimonial saved', testimonial: await this.testimonials.update(p.id, body, user) };
  }

  @ApiOperation({ summary: 'Remove a testimonial (admin)' })
  @Delete(':id')
  @ApiOkResponse({ type: MessageResponse })
  async remove(@Param() p: TestimonialIdDto, @CurrentUser() user: AuthUser) {
    await this.testimonials.remove(p.id, user);
    return { error: false, message: 'Testimonial removed' };
  }
}
