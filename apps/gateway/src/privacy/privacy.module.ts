import { Module } from '@nestjs/common';
import { readPhoneCountry } from '@stagelink/nest-kit';
import { PersonalDataService, PRIVACY_PHONE_COUNTRY } from './personal-data.service';
import { PrivacyController } from './privacy.controller';

@Module({
  controllers: [PrivacyController],
  providers: [
    // Read at boot, so a bad DEFAULT_PHONE_COUNTRY stops the gateway as it stops the services.
    { provide: PRIVACY_PHONE_COUNTRY, useFactory: readPhoneCountry },
    PersonalDataService,
  ],
})
export class PrivacyModule {}
