import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/profile.module';
import { PageRenderer } from './page-renderer';

@Module({ imports: [ProfileModule], providers: [PageRenderer] })
export class WebModule {}
