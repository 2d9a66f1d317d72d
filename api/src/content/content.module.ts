import { Global, Module } from '@nestjs/common';
import { ContentVersionService } from './content-version.service';

/** The shared public-content version (see ContentVersionService): global, every writer of public data injects it. */
@Global()
@Module({ providers: [ContentVersionService], exports: [ContentVersionService] })
export class ContentModule {}
