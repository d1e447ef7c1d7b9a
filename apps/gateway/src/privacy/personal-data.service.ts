import { randomUUID } from 'node:crypto';
import { BadRequestException, HttpException, Inject, Injectable } from '@nestjs/common';
import {
  classifyContact,
  ERASURES_LISTED,
  NOT_A_CONTACT_MESSAGE,
  PrivacyPatterns,
  type Contact,
  type ErasedRows,
  type Erasure,
  type PersonalData,
  type PhoneCountry,
  type ServiceErasure,
} from '@stagelink/contracts';
import { RpcClient } from '../common/rpc-client';

export const PRIVACY_PHONE_COUNTRY = Symbol('PRIVACY_PHONE_COUNTRY');

/**
 * A person's data, on the owner's request (docs/decisions.md, D-90). It lives in two services,
 * so each call asks both at once. When one cannot answer, the call fails with its error (a 503
 * naming it): an export is whole or not given. An erase is safe to repeat: what the other
 * service erased stays erased and is logged, and the next erase finds nothing more there.
 */
@Injectable()
export class PersonalDataService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(PRIVACY_PHONE_COUNTRY) private readonly phoneCountry: PhoneCountry,
  ) {}

  async export(typed: string): Promise<PersonalData> {
    const contact = this.storedFormOf(typed);
    const [subscriptions, bookings] = await both(
      this.rpc.send(PrivacyPatterns.findSubscriptions, { contact }),
      this.rpc.send(PrivacyPatterns.findBookings, { contact }),
    );
    return { contact, exportedAt: new Date().toISOString(), subscriptions, bookings };
  }

  async erase(typed: string): Promise<ErasedRows> {
    const contact = this.storedFormOf(typed);
    const erasureId = randomUUID();
    const [subscriptions, bookings] = await Promise.allSettled([
      this.rpc.send(PrivacyPatterns.eraseSubscriptions, { erasureId, contact }),
      this.rpc.send(PrivacyPatterns.eraseBookings, { erasureId, contact }),
    ]);
    if (subscriptions.status === 'fulfilled' && bookings.status === 'fulfilled') {
      return { subscriptions: subscriptions.value.rows, bookings: bookings.value.rows };
    }
    throw partlyErased(subscriptions, bookings);
  }

  /** Both logs' newest entries, joined by request. */
  async erasures(): Promise<Erasure[]> {
    const [subscriptions, bookings] = await both(
      this.rpc.send(PrivacyPatterns.listSubscriptionErasures, { limit: ERASURES_LISTED }),
      this.rpc.send(PrivacyPatterns.listBookingErasures, { limit: ERASURES_LISTED }),
    );
    const joined = new Map<string, Erasure>();
    const add = (entry: ServiceErasure, count: Pick<Erasure, 'subscriptions' | 'bookings'>) => {
      const known = joined.get(entry.id);
      joined.set(entry.id, {
        id: entry.id,
        erasedAt: known && known.erasedAt < entry.erasedAt ? known.erasedAt : entry.erasedAt,
        contactKind: entry.contactKind,
        subscriptions: count.subscriptions ?? known?.subscriptions ?? null,
        bookings: count.bookings ?? known?.bookings ?? null,
      });
    };
    subscriptions.forEach((entry) => add(entry, { subscriptions: entry.rows, bookings: null }));
    bookings.forEach((entry) => add(entry, { subscriptions: null, bookings: entry.rows }));
    return [...joined.values()].sort((a, b) => b.erasedAt.localeCompare(a.erasedAt)).slice(0, ERASURES_LISTED);
  }

  /** The contact as the forms stored it (common/contact.ts): the one rule of subscribe, booking and this lookup. */
  private storedFormOf(typed: string): Contact {
    const contact = classifyContact(typed, this.phoneCountry);
    if (!contact) throw new BadRequestException(NOT_A_CONTACT_MESSAGE);
    return contact;
  }
}

/** Both answers, or the first failure as it is (a 503 that names its service). */
async function both<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

/** A failed erase's error, saying what was erased all the same and that repeating it finishes the job. */
function partlyErased(subscriptions: PromiseSettledResult<ServiceErasure>, bookings: PromiseSettledResult<ServiceErasure>): unknown {
  const failure: unknown =
    subscriptions.status === 'rejected' ? subscriptions.reason : bookings.status === 'rejected' ? bookings.reason : null;
  if (!(failure instanceof HttpException)) return failure;
  const done =
    subscriptions.status === 'fulfilled'
      ? `Newsletter subscriptions erased: ${subscriptions.value.rows}.`
      : bookings.status === 'fulfilled'
        ? `Bookings erased: ${bookings.value.rows}.`
        : 'Nothing was erased.';
  return new HttpException(`${failure.message} ${done} Erase again to finish: it is safe to repeat.`, failure.getStatus());
}
