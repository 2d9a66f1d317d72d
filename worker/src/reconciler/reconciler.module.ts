import { Module } from '@nestjs/common';
import { Reconciler } from './reconciler.service';

/** Import it and register a ReconcileSource (see enquiries) to have waiting rows re-enqueued. */
@Module({ providers: [Reconciler], exports: [Reconciler] })
export class ReconcilerModule {}
