import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { EventSerializer } from './events/event-serializer';
import { ProjectionsService } from './events/projections.service';
import { INSTANCE_ID, newInstanceId } from './instance-id';
import { openStoresFromEnv, type Stores } from './stores';
import { EMAIL_CLAIM_KEY, EVENT_STORE, KEY_STORE, READ_STORE, STORES } from './stores.tokens';

/** Closes the stores after every `beforeApplicationShutdown` hook (the projection runner's) has run. */
@Injectable()
class StoresCloser implements OnApplicationShutdown {
  constructor(@Inject(STORES) private readonly stores: Stores) {}

  async onApplicationShutdown(): Promise<void> {
    await this.stores.close();
  }
}

@Global()
@Module({
  providers: [
    { provide: STORES, useFactory: () => openStoresFromEnv() },
    { provide: EVENT_STORE, useFactory: (stores: Stores) => stores.eventStore, inject: [STORES] },
    { provide: READ_STORE, useFactory: (stores: Stores) => stores.readStore, inject: [STORES] },
    { provide: KEY_STORE, useFactory: (stores: Stores) => stores.keyStore, inject: [STORES] },
    { provide: EMAIL_CLAIM_KEY, useFactory: (stores: Stores) => stores.emailClaimKey, inject: [STORES] },
    {
      provide: EventSerializer,
      useFactory: (stores: Stores) => new EventSerializer(stores.keyStore, stores.emailClaimKey),
      inject: [STORES],
    },
    { provide: INSTANCE_ID, useFactory: newInstanceId },
    ProjectionsService,
    StoresCloser,
  ],
  exports: [
    INSTANCE_ID,
    STORES,
    EVENT_STORE,
    READ_STORE,
    KEY_STORE,
    EMAIL_CLAIM_KEY,
    EventSerializer,
    ProjectionsService,
  ],
})
export class StoresModule {}
