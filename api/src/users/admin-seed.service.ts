import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { UsersService } from './users.service';

/** ADMIN_USERNAME / ADMIN_PASSWORD seed the first admin at start. */
@Injectable()
export class AdminSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminSeed');
  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    const admin = this.config.admin;
    if (!admin) return;
    // Start-up runs outside any request's unit of work, and UsersRepository's EntityManager is the global one
    // (allowGlobalContext: false): its queries need this context, though this service runs none itself.
    const created = await RequestContext.create(this.orm.em, () => this.users.ensureAdmin(admin.username, admin.password));
    if (created) this.logger.log(`created admin "${admin.username}"`);
  }
}
