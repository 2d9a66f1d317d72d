import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { AvailabilityQueryDto, BirthDto, CreateBookingDto, ManageTokenParam, ReportPaymentDto, ScheduleDto, BOOKING_MESSAGES } from './booking.dto';
import { BookingRateLimitGuard } from './booking-rate-limit.guard';
import { AvailabilityResponse, BookingEnvelopeResponse, PackageListResponse } from './bookings.responses';
import { BookingsService, PARENTS } from './bookings.service';
import { BookingCalendar } from './booking-calendar.service';
import { AvailabilityCache } from './availability-cache.service';
import { NotFoundException } from '@nestjs/common';
import { ConsentsService } from '@studio/core/privacy/consents.service';

/** Public booking routes (docs/architecture.md §13); writes rate-limited per client address, reads not; every answer naming a booking no-store. */
@Public()
@Controller('api')
export class BookingsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly calendar: BookingCalendar,
    private readonly availabilityCache: AvailabilityCache,
    private readonly consents: ConsentsService,
  ) {}

  @ApiOperation({ summary: 'The bookable packages, in order' })
  @Get('booking/packages')
  @ApiOkResponse({ type: PackageListResponse })
  packages() {
    return this.bookings.publicPackages();
  }

  @ApiOperation({ summary: 'Free slots for a package\'s days, or a newborn\'s due week' })
  @Get('booking/availability')
  @ApiOkResponse({ type: AvailabilityResponse })
  async availability(@Query() q: AvailabilityQueryDto, @Res() res: Response) {
    (await this.availabilityCache.get({ ...q }, () => this.bookings.availability(q))).send(res);
  }

  @ApiOperation({ summary: 'Book a slot (or a due week) and hold it for the advance' })
  @Post('bookings')
  @Header('Cache-Control', 'no-store')
  @UseGuards(BookingRateLimitGuard)
  @ApiCreatedResponse({ type: BookingEnvelopeResponse })
  async create(@Body() body: CreateBookingDto) {
    const booking = await this.bookings.create(body, { actor: PARENTS });
    await this.consents.fromBookingForm(booking.id, body.consents); // docs/architecture.md §16
    return { booking: await this.bookings.view(booking) };
  }

  @ApiOperation({ summary: 'A booking, by its manage link' })
  @Get('bookings/manage/:token')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: BookingEnvelopeResponse })
  async manage(@Param() { token }: ManageTokenParam) {
    return { booking: await this.bookings.view(await this.bookings.byToken(token)) };
  }

  @ApiOperation({ summary: 'Report the UPI payment of the advance (UTR)' })
  @Post('bookings/manage/:token/payment')
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  @UseGuards(BookingRateLimitGuard)
  @ApiOkResponse({ type: BookingEnvelopeResponse })
  async payment(@Param() { token }: ManageTokenParam, @Body() body: ReportPaymentDto) {
    return { booking: await this.bookings.view(await this.bookings.reportPayment(token, body.utr)) };
  }

  @ApiOperation({ summary: 'Cancel a booking (until 48 hours before)' })
  @Post('bookings/manage/:token/cancel')
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  @UseGuards(BookingRateLimitGuard)
  @ApiOkResponse({ type: BookingEnvelopeResponse })
  async cancel(@Param() { token }: ManageTokenParam) {
    return { booking: await this.bookings.view(await this.bookings.cancel(token)) };
  }

  @ApiOperation({ summary: 'Report the baby\'s birth (newborn bookings)' })
  @Post('bookings/manage/:token/birth')
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  @UseGuards(BookingRateLimitGuard)
  @ApiOkResponse({ type: BookingEnvelopeResponse })
  async birth(@Param() { token }: ManageTokenParam, @Body() body: BirthDto) {
    return { booking: await this.bookings.view(await this.bookings.birth(token, body.bornOn)) };
  }

  @ApiOperation({ summary: 'Choose the day of a newborn shoot or move a booking' })
  @Post('bookings/manage/:token/schedule')
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  @UseGuards(BookingRateLimitGuard)
  @ApiOkResponse({ type: BookingEnvelopeResponse })
  async schedule(@Param() { token }: ManageTokenParam, @Body() body: ScheduleDto) {
    return { booking: await this.bookings.view(await this.bookings.schedule(token, body.date, body.start)) };
  }

  @ApiOperation({ summary: 'The booking\'s calendar file' })
  @Get('bookings/manage/:token/calendar.ics')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar with one VEVENT', schema: { type: 'string' } })
  async ics(@Param() { token }: ManageTokenParam, @Res({ passthrough: true }) res: Response) {
    const b = await this.bookings.byToken(token);
    if (!b.startsAt) throw new NotFoundException(BOOKING_MESSAGES.noDay);
    const { studio } = await this.bookings.settings();
    const place = { name: studio?.name ?? '', address: (studio?.addressLines ?? []).join(', ') };
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${b.reference}.ics"`);
    return this.calendar.render([b], place, { name: place.name, staff: false });
  }
}
