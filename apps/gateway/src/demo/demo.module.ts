import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/profile.module';
import { DemoClearingService } from './demo-clearing.service';
import { DemoController } from './demo.controller';

@Module({ imports: [ProfileModule], controllers: [DemoController], providers: [DemoClearingService] })
export class DemoModule {}
