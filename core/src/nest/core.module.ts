import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Inject, Injectable, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { ormConfig } from '../database/orm-config';
import { redisConnection } from '../queue/redis-connection';
import { StorageService } from '../storage/storage.service';
import { APP_CONFIG } from './tokens';

/** Back-off between tries to reach the object store at start: doubling from 1 s, at most 30 s, for ever. */
export function bucketRetryDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.min(attempt - 1, 5));
}

@Injectable()
class CoreLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Core');
  private stopped = false;
  private retry?: NodeJS.Timeout;
  constructor(
    private readonly orm: MikroORM,
    private readonly storage: StorageService,
  ) {}

  /**
   * The bucket must exist before the first upload. An object store that is down at start must not stop the
   * process (the worker's enquiry delivery and the api's pages need no S3): after a first quick try, it is
   * retried in the background with back-off until it answers; uploads answer 503 meanwhile.
   */
  async onModuleInit() {
    if (await this.tryEnsureBucket(1)) return;
    const again = (attempt: number) => {
      if (this.stopped) return;
      this.retry = setTimeout(() => {
        void this.tryEnsureBucket(attempt).then((ok) => {
          if (ok) this.logger.log('object storage answers again: bucket ready');
          else again(attempt + 1);
        });
      }, bucketRetryDelayMs(attempt));
      this.retry.unref();
    };
    again(1);
  }

  private async tryEnsureBucket(attempt: number): Promise<boolean> {
    try {
      await this.storage.ensureBucket();
      return true;
    } catch (e) {
      this.logger.warn(`object storage not reachable (${(e as Error).message}); try ${attempt}, next in ${bucketRetryDelayMs(attempt) / 1000} s`);
      return false;
    }
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearTimeout(this.retry);
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
