import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { IdentityModule } from '../identity/identity.module';
import { EncryptedBlobStore } from '../infrastructure/blobs/encrypted-blob-store';
import { blobBytesFor } from '../infrastructure/blobs/blob-bytes';
import type { Stores } from '../infrastructure/stores';
import { STORES } from '../infrastructure/stores.tokens';
import { AccountErasure } from './account/account-erasure';
import { AccountExport } from './account/account-export';
import { AccountHttpController } from './account/account.http.controller';
import { ChangeAvatarHandler } from './change-avatar.handler';
import { ChangeSharingPreferencesHandler } from './change-sharing-preferences.handler';
import { SettingsHttpController } from './settings.http.controller';
import { UpdateUserSettingsHandler } from './update-user-settings.handler';

@Module({
  imports: [CqrsModule, IdentityModule],
  controllers: [SettingsHttpController, AccountHttpController],
  providers: [
    ChangeSharingPreferencesHandler,
    UpdateUserSettingsHandler,
    ChangeAvatarHandler,
    AccountErasure,
    AccountExport,
    {
      provide: EncryptedBlobStore,
      // GridFS when instances share MongoDB, else files under DATA_DIR.
      useFactory: (config: AppConfig, stores: Stores) =>
        new EncryptedBlobStore(blobBytesFor(stores, config.dataDir, 'uploads'), stores.keyStore),
      inject: [APP_CONFIG, STORES],
    },
  ],
})
export class SettingsModule {}
