import { Controller, Get, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import {
  personalDataRequestSchema,
  type ErasedRows,
  type Erasure,
  type PersonalData,
  type PersonalDataRequest,
} from '@stagelink/contracts';
import { OwnerBody, OwnerQuery } from '../common/owner-body';
import { ContactKeptOutOfLogs } from './contact-kept-out-of-logs.interceptor';
import { PersonalDataService } from './personal-data.service';

/**
 * A person's data, on request (docs/decisions.md, D-90): everything stored about one contact,
 * exported and erased; and the erase log. Owner-only by the route table, so never cached
 * (the admin hook's no-store, docs/decisions.md D-96), since the answers name people.
 */
@Controller('api/admin/privacy')
export class PrivacyController {
  constructor(private readonly personalData: PersonalDataService) {}

  @Get('export')
  @UseInterceptors(ContactKeptOutOfLogs)
  export(@OwnerQuery(personalDataRequestSchema) { contact }: PersonalDataRequest): Promise<PersonalData> {
    return this.personalData.export(contact);
  }

  @Post('erase')
  @HttpCode(200)
  erase(@OwnerBody(personalDataRequestSchema) { contact }: PersonalDataRequest): Promise<ErasedRows> {
    return this.personalData.erase(contact);
  }

  @Get('erasures')
  erasures(): Promise<Erasure[]> {
    return this.personalData.erasures();
  }
}
