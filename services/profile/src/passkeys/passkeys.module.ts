import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasskeyEntity } from './passkey.entity';
import { PasskeysController } from './passkeys.controller';
import { PasskeysRepository } from './passkeys.repository';
import { PasskeysService } from './passkeys.service';

@Module({
  imports: [TypeOrmModule.forFeature([PasskeyEntity])],
  controllers: [PasskeysController],
  providers: [PasskeysRepository, PasskeysService],
})
export class PasskeysModule {}
