import path from 'node:path';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { IdentityModule } from '../identity/identity.module';
import { EncryptedBlobStore } from '../infrastructure/blobs/encrypted-blob-store';
import { KEY_STORE } from '../infrastructure/stores.tokens';
import type { KeyStore } from '../infrastructure/keys/key-store.port';
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
      useFactory: (config: AppConfig, keyStore: KeyStore) =>
        new EncryptedBlobStore(path.join(config.dataDir, 'uploads'), keyStore),
      inject: [APP_CONFIG, KEY_STORE],
    },
  ],
})
export class SettingsModule {}
