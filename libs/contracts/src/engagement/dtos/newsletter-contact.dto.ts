import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH } from '../../common/contact';

/** `POST /api/newsletter`: an e-mail or a phone; which one, and whether it is valid, the service decides. */
export class SubscribeNewsletterDto {
  @IsOptional()
  @IsString()
  @MaxLength(MAX_EMAIL_LENGTH)
  email?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_PHONE_LENGTH)
  phone?: string;
}

/** `PUT /api/newsletter/{id}`: the other contact, with the token the subscription answered. */
export class AddNewsletterContactDto extends SubscribeNewsletterDto {
  @MinLength(1, { message: 'token is required' })
  @MaxLength(200)
  @IsString({ message: 'token is required' })
  token!: string;
}
