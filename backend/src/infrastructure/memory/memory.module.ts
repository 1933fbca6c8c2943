import { Global, Module } from '@nestjs/common';
import { MemoryGuard } from './memory-guard';

/** One memory guard per process: the HTTP writes and the scan worker ask it. */
@Global()
@Module({ providers: [MemoryGuard], exports: [MemoryGuard] })
export class MemoryModule {}
