import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { PricesCalculatedResponse, PropCreatedResponse, PropUpdatedResponse, PropsDayPageResponse, PropsListModels, PropsPageResponse, PropViewResponse, StudioTodayResponse } from './props.responses';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '../auth/auth.decorators';
import { CalculatePricesDto } from './calculate-prices.dto';
import { CreatePropDto } from './create-prop.dto';
import { FetchPropsDto } from './fetch-props.dto';
import { ListPropsQueryDto } from './list-props.query.dto';
import { PriceCalculationService } from './price-calculation.service';
import { PropsService } from './props.service';
import { StudioClock } from './studio-clock.service';
import { UploadBody } from '../common/upload-body.decorator';
import { MessageResponse } from '../common/api-responses';
import { PropIdDto, UpdatePropDto } from './update-prop.dto';

@Controller('api/props')
export class PropsController {
  constructor(
    private readonly props: PropsService,
    private readonly prices: PriceCalculationService,
    private readonly clock: StudioClock,
  ) {}

  @UploadBody()
  @Roles('admin')
  @ApiOperation({ summary: 'Add a priced prop (admin)' })
  @Post()
  @ApiCreatedResponse({ type: PropCreatedResponse })
  async create(@Body() body: CreatePropDto, @CurrentUser() user: AuthUser) {
    const property = await this.props.create(body, user.id);
    return { error: false, message: 'Property added successfully!', property };
  }

  @Roles('admin')
  @ApiOperation({ summary: 'Props with their photos for a date (admin)' })
  @Post('fetch')
  @HttpCode(200)
  @ApiOkResponse({ type: PropsDayPageResponse })
  fetch(@Body() body: FetchPropsDto) {
    return this.props.fetchDay(body.selectedDate, body.page, body.limit);
  }

  /** The studio's today (STUDIO_TIMEZONE), for date pickers: "max today, default today". */
  @Roles('admin', 'user')
  @ApiOperation({ summary: 'Today\'s remaining props of the signed-in worker' })
  @Get('today')
  @ApiOkResponse({ type: StudioTodayResponse })
  today() {
    return { today: this.clock.today() };
  }

  @Roles('admin', 'user')
  @ApiOperation({ summary: 'Props with their reference images' })
  @Get('images')
  @PropsListModels
  @ApiOkResponse({
    description: 'With `page`: one page ({ data, hasMore, currentPage }); without: every prop (a plain array)',
    schema: { oneOf: [{ $ref: getSchemaPath(PropsPageResponse) }, { type: 'array', items: { $ref: getSchemaPath(PropViewResponse) } }] },
  })
  images(@Query() query: ListPropsQueryDto, @CurrentUser() user: AuthUser) {
    // Removed props only for admins who ask (View Price Prop's "Show removed").
    return this.props.list(query.search, query.page, query.limit ?? 10, query.removed === 'include' && user.role === 'admin');
  }

  /** Fix a prop's name, price or photo. */
  @UploadBody()
  @Roles('admin')
  @ApiOperation({ summary: 'Change a prop: name, price, image (admin)' })
  @Patch(':id')
  @ApiOkResponse({ type: PropUpdatedResponse })
  async update(@Param() p: PropIdDto, @Body() body: UpdatePropDto, @CurrentUser() user: AuthUser) {
    const property = await this.props.update(p.id, body, user.id);
    return { error: false, message: 'Property updated successfully!', property };
  }

  /** Soft removal: past days keep it (View Prop), today's tasks, lists and Utilize drop it. */
  @Roles('admin')
  @ApiOperation({ summary: 'Remove a prop (admin)' })
  @Delete(':id')
  @ApiOkResponse({ type: MessageResponse })
  async remove(@Param() p: PropIdDto, @CurrentUser() user: AuthUser) {
    await this.props.remove(p.id, user.id);
    return { error: false, message: 'Property removed' };
  }

  @Roles('admin', 'user')
  @ApiOperation({ summary: 'Share an amount across props by price (admin)' })
  @Post('calculate-prices')
  @HttpCode(200)
  @ApiOkResponse({ type: PricesCalculatedResponse })
  async calculate(@Body() body: CalculatePricesDto, @CurrentUser() user: AuthUser) {
    const result = await this.prices.calculate(body.selectedIds, body.totalAmount, user.id);
    return { error: false, message: 'Prices calculated successfully', calculationId: result.calculationId, properties: result.properties };
  }
}
