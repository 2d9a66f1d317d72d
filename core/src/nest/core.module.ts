import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Inject, Injectable, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { ormConfig } from '../database/orm-config';
import { redisConnection } from '../queue/redis-connection';
import { StorageService } from '../storage/storage.service';
import { APP_CONFIG } from './tokens';

@Injectable()
class CoreLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Core');
  constructor(
    private readonly orm: MikroORM,
    private readonly storage: StorageService,
  ) {}

  async onModuleInit() {
    // The bucket must exist before the first upload; retried briefly so a slow object store does not fail boot.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.storage.ensureBucket();
        return;
      } catch (e) {
        if (attempt >= 5) throw e;
        this.logger.warn(`object storage not ready (${(e as Error).message}); retrying`);
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
    }
  }

  async onApplicationShutdown() {
    await this.orm.close();
  }
}

/**
 * Everything both processes share: config, the ORM (request/job contexts fork its EntityManager),
 * object storage and the BullMQ connection with QUEUE_PREFIX.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.s3.endpoint) throw new Error('S3_ENDPOINT is not set: start through `npm start` (embedded S3) or set it');
    const endpoint = config.s3.endpoint;
    return {
      module: CoreModule,
      imports: [
        BullModule.forRoot({
          connection: redisConnection(config.redisUrl),
          prefix: config.queuePrefix,
        }),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        {
          provide: MikroORM,
          useFactory: () => MikroORM.init(ormConfig(config.databaseUrl)),
        },
        { provide: EntityManager, useFactory: (orm: MikroORM) => orm.em, inject: [MikroORM] },
        { provide: StorageService, useFactory: () => new StorageService({ ...config.s3, endpoint }) },
        CoreLifecycle,
      ],
      exports: [APP_CONFIG, MikroORM, EntityManager, StorageService, BullModule],
    };
  }
}

/** Injects the process's AppConfig. */
export const InjectConfig = () => Inject(APP_CONFIG);
