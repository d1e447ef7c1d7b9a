import { Module } from '@nestjs/common';
import { AccessLogModule } from '../access-log/access-log.module';
import { ProfileModule } from '../profile/profile.module';
import { PublicReadFrontDoor } from './public-read-front-door';

@Module({ imports: [ProfileModule, AccessLogModule], providers: [PublicReadFrontDoor], exports: [PublicReadFrontDoor] })
export class FrontDoorModule {}
