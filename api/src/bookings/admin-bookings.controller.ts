import { Body, Controller, Get, Header, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public, Roles, type AuthUser } from '../auth/auth.decorators';
import { AdminBookingsQueryDto, AdminCreateBookingDto, AdminUpdateBookingDto, BookingIdParam, CalendarFeedQueryDto, ReminderIdParam } from './booking.dto';
import { AdminBookingEnvelopeResponse, AdminBookingListResponse, CalendarTokenResponse, ReminderListResponse } from './bookings.responses';
import { AdminBookingsService } from './admin-bookings.service';
import { AccessLogged } from '../privacy/access-logged.decorator';

/** Staff routes of bookings (docs/architecture.md §13). Literal paths before `:id`. */
@Controller('api/admin/bookings')
export class AdminBookingsController {
  constructor(private readonly admin: AdminBookingsService) {}

  @Roles('admin')
  @ApiOperation({ summary: 'Bookings by dates, status or search (admin)' })
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AdminBookingListResponse })
  list(@Query() q: AdminBookingsQueryDto) {
    return this.admin.list(q);
  }

  @Roles('admin')
  @ApiOperation({ summary: 'Book for a client, any open slot (admin)' })
  @Post()
  @Header('Cache-Control', 'no-store')
  @ApiCreatedResponse({ type: AdminBookingEnvelopeResponse })
  async create(@Body() body: AdminCreateBookingDto, @CurrentUser() user: AuthUser) {
    return { booking: await this.admin.create(body, user) };
  }

  /** The studio's calendar feed for a phone calendar: the secret token in the URL, no sign-in (calendar apps have none). */
  @Public()
  @ApiOperation({ summary: 'The studio\'s calendar feed (token in the query)' })
  @Get('calendar.ics')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar, one VEVENT per booking with a day', schema: { type: 'string' } })
  async feed(@Query() q: CalendarFeedQueryDto, @Res({ passthrough: true }) res: Response) {
    const body = await this.admin.calendarFeed(q.token);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    return body;
  }

  @Roles('admin')
  @ApiOperation({ summary: 'Make a new calendar feed link (admin)' })
  @Post('calendar-token')
  @ApiCreatedResponse({ type: CalendarTokenResponse, description: 'A new feed secret; the old link stops working' })
  rotate() {
    return this.admin.rotateCalendarToken();
  }

  @Roles('admin')
  @ApiOperation({ summary: 'The WhatsApp reminders to send today (admin)' })
  @Get('to-send')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ReminderListResponse, description: '"To send today": WhatsApp reminders the worker prepared' })
  toSend() {
    return this.admin.toSend();
  }

  @Roles('admin')
  @ApiOperation({ summary: 'Mark a reminder sent (admin)' })
  @Post('to-send/:id/sent')
  @Header('Cache-Control', 'no-store')
  @ApiCreatedResponse({ type: ReminderListResponse, description: 'Marks a reminder sent; answers the list' })
  markSent(@Param() { id }: ReminderIdParam, @CurrentUser() user: AuthUser) {
    return this.admin.markSent(id, user);
  }

  @Roles('admin')
  @ApiOperation({ summary: 'A booking with its change history (admin)' })
  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @AccessLogged('booking', 'booking') // docs/architecture.md §16
  @ApiOkResponse({ type: AdminBookingEnvelopeResponse })
  one(@Param() { id }: BookingIdParam) {
    return this.admin.one(id);
  }

  @Roles('admin')
  @ApiOperation({ summary: 'Confirm, reschedule, cancel or record a payment (admin)' })
  @Patch(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AdminBookingEnvelopeResponse })
  update(@Param() { id }: BookingIdParam, @Body() body: AdminUpdateBookingDto, @CurrentUser() user: AuthUser) {
    return this.admin.update(id, body, user);
  }
}
