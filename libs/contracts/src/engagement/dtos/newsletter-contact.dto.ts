import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { allOf } from '../../common/all-of';
import { MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH } from '../../common/contact';

/** A token the gateway signed for one subscription; whether it is the right one, the gateway decides. */
const IsSubscriptionToken = () =>
  allOf(IsString({ message: 'token is required' }), MinLength(1, { message: 'token is required' }), MaxLength(200));

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
  @IsSubscriptionToken()
  token!: string;
}

/** `POST /api/newsletter/{id}/unsubscribe`: the token of the subscription's unsubscribe link. */
export class UnsubscribeNewsletterDto {
  @IsSubscriptionToken()
  token!: string;
}
