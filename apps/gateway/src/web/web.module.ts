import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { I18nModule } from '../i18n/i18n.module';
import { ProfileModule } from '../profile/profile.module';
import { CrawlerFilesController } from './crawler-files.controller';
import { PageRenderer } from './page-renderer';
import { ProfileIcons } from './profile-icons';
import { PublicPage } from './public-page';
import { QrCodeController } from './qr-code.controller';
import { QrCodes } from './qr-codes';
import { WebAppBuild } from './web-app-build';
import { WebAppController } from './web-app.controller';

@Module({
  imports: [ProfileModule, AuthModule, I18nModule],
  controllers: [WebAppController, CrawlerFilesController, QrCodeController],
  providers: [WebAppBuild, PageRenderer, PublicPage, ProfileIcons, QrCodes],
  // The unsubscribe page is rendered by the same template and server render (docs/decisions.md, D-150).
  exports: [WebAppBuild, PageRenderer],
})
export class WebModule {}
