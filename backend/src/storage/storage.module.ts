import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { BLOB_STORE, type BlobStore } from './blobStore';
import { FilesystemBlobStore } from './filesystemBlobStore';
import { S3BlobStore } from './s3BlobStore';
import { UrlSigner } from './urlSigner';

/** Provides the blob store chosen by the configuration (S3 when S3_BUCKET is set) and the URL signer. */
@Global()
@Module({
  providers: [
    {
      provide: UrlSigner,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => new UrlSigner(c.sessionSecret),
    },
    {
      provide: BLOB_STORE,
      inject: [APP_CONFIG, UrlSigner],
      useFactory: (c: AppConfig, signer: UrlSigner): BlobStore =>
        c.s3 ? new S3BlobStore(c.s3) : new FilesystemBlobStore(c.blobDir, signer),
    },
  ],
  exports: [BLOB_STORE, UrlSigner],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(BLOB_STORE) private readonly store: BlobStore) {}

  onApplicationShutdown(): void {
    if (this.store instanceof S3BlobStore) this.store.destroy();
  }
}
