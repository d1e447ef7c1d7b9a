import { RpcErrorCode, type AddContactMessageDto, type Contact, type SubscribeNewsletterDto } from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';

interface Row {
  id: number;
  email: string | null;
  phone: string | null;
  status?: 'unsubscribed';
}

type VisitorCalls = 'subscribe' | 'fillEmptySlot' | 'unsubscribe';

/**
 * Our repository's contract in memory: ids from one sequence, each contact on one row at most,
 * a contact that unsubscribed left so (D-65). A row's status shows only once ended.
 */
class InMemorySubscriptions implements Pick<NewsletterRepository, VisitorCalls> {
  readonly rows: Row[] = [];
  private lastId = 0;

  subscribe(contact: Contact): Promise<number> {
    const id = ++this.lastId;
    const known = this.rows.find((row) => row[contact.kind] === contact.value);
    if (!known) this.rows.push({ id, email: null, phone: null, [contact.kind]: contact.value });
    return Promise.resolve(id);
  }

  unsubscribe(id: number): Promise<void> {
    const row = this.rows.find((each) => each.id === id);
    if (row) row.status = 'unsubscribed';
    return Promise.resolve();
  }

  fillEmptySlot(id: number, contact: Contact): Promise<boolean> {
    const row = this.rows.find((each) => each.id === id);
    if (!row || row[contact.kind] !== null || this.holds(contact)) return Promise.resolve(false);
    row[contact.kind] = contact.value;
    return Promise.resolve(true);
  }

  private holds(contact: Contact): boolean {
    return this.rows.some((row) => row[contact.kind] === contact.value);
  }
}

const addContact = (id: number, contact: SubscribeNewsletterDto): AddContactMessageDto => ({ id, ...contact });

describe(NewsletterService.name, () => {
  let subscriptions: InMemorySubscriptions;
  let sut: NewsletterService;

  beforeEach(() => {
    subscriptions = new InMemorySubscriptions();
    sut = new NewsletterService(subscriptions as unknown as NewsletterRepository);
  });

  describe('subscribe', () => {
    it('stores the contact normalised and answers it with the id to continue with', async () => {
      expect(await sut.subscribe({ email: ' Ann@Example.COM ' })).toEqual({ id: 1, email: 'ann@example.com', status: 'active' });
      expect(await sut.subscribe({ phone: '+39 (333) 111-2222' })).toEqual({ id: 2, phone: '+393331112222', status: 'active' });
      expect(subscriptions.rows).toEqual([
        { id: 1, email: 'ann@example.com', phone: null },
        { id: 2, email: null, phone: '+393331112222' },
      ]);
    });

    it('answers a known contact like a new one, with an id no row has, and stores it once', async () => {
      await sut.subscribe({ email: 'ann@example.com' });
      const again = await sut.subscribe({ email: 'ANN@example.com' });
      expect(again).toEqual({ id: 2, email: 'ann@example.com', status: 'active' });
      expect(subscriptions.rows).toEqual([{ id: 1, email: 'ann@example.com', phone: null }]);
    });

    it('leaves a contact that unsubscribed so, answering a new subscription of it like any other', async () => {
      const { id } = await sut.subscribe({ email: 'ann@example.com' });
      await sut.unsubscribe(id);
      expect(await sut.subscribe({ email: 'ann@example.com' })).toEqual({ id: 2, email: 'ann@example.com', status: 'active' });
      expect(subscriptions.rows).toEqual([{ id, email: 'ann@example.com', phone: null, status: 'unsubscribed' }]);
    });

    it.each<[SubscribeNewsletterDto, string]>([
      [{}, 'Send either an email or a phone.'],
      [{ email: '', phone: '' }, 'Send either an email or a phone.'],
      [{ email: 'ann@example.com', phone: '+393331112222' }, 'Send either an email or a phone.'],
      [{ email: 'ann@' }, 'email is not a valid e-mail address.'],
      [{ phone: 'ann@example.com' }, 'phone is not a valid phone number.'],
    ])('refuses %j, storing nothing', async (request, message) => {
      await expect(sut.subscribe(request)).rejects.toEqual(new DomainError(RpcErrorCode.Validation, message));
      expect(subscriptions.rows).toEqual([]);
    });
  });

  describe('addContact', () => {
    it("puts the second contact into the subscription's empty slot", async () => {
      const { id } = await sut.subscribe({ email: 'ann@example.com' });
      expect(await sut.addContact(addContact(id, { phone: '+39 333 111 2222' }))).toEqual({ id, phone: '+393331112222', status: 'active' });
      expect(subscriptions.rows).toEqual([{ id, email: 'ann@example.com', phone: '+393331112222' }]);
    });

    it('answers the same when the contact is subscribed elsewhere, storing it no second time', async () => {
      await sut.subscribe({ phone: '+393331112222' });
      const { id } = await sut.subscribe({ email: 'ann@example.com' });
      expect(await sut.addContact(addContact(id, { phone: '+393331112222' }))).toEqual({ id, phone: '+393331112222', status: 'active' });
      expect(subscriptions.rows).toEqual([
        { id: 1, email: null, phone: '+393331112222' },
        { id: 2, email: 'ann@example.com', phone: null },
      ]);
    });

    it("never changes a known contact's row through the fresh id its repeat was answered with", async () => {
      await sut.subscribe({ email: 'ann@example.com' });
      const repeat = await sut.subscribe({ email: 'ann@example.com' });
      expect(await sut.addContact(addContact(repeat.id, { phone: '+393339998888' }))).toEqual({
        id: repeat.id,
        phone: '+393339998888',
        status: 'active',
      });
      expect(subscriptions.rows).toEqual([
        { id: 1, email: 'ann@example.com', phone: null },
        { id: 3, email: null, phone: '+393339998888' },
      ]);
    });

    it('leaves a second contact that unsubscribed on its own row so', async () => {
      const phone = await sut.subscribe({ phone: '+393331112222' });
      await sut.unsubscribe(phone.id);
      const { id } = await sut.subscribe({ email: 'ann@example.com' });
      await sut.addContact(addContact(id, { phone: '+393331112222' }));
      expect(subscriptions.rows).toEqual([
        { id: phone.id, email: null, phone: '+393331112222', status: 'unsubscribed' },
        { id, email: 'ann@example.com', phone: null },
      ]);
    });

    it('leaves a taken slot as it is', async () => {
      const { id } = await sut.subscribe({ email: 'ann@example.com' });
      await sut.addContact(addContact(id, { email: 'other@example.com' }));
      expect(subscriptions.rows).toEqual([
        { id: 1, email: 'ann@example.com', phone: null },
        { id: 2, email: 'other@example.com', phone: null },
      ]);
    });

    it('refuses an invalid contact, storing nothing', async () => {
      const { id } = await sut.subscribe({ email: 'ann@example.com' });
      await expect(sut.addContact(addContact(id, { phone: 'call me' }))).rejects.toEqual(
        new DomainError(RpcErrorCode.Validation, 'phone is not a valid phone number.'),
      );
      expect(subscriptions.rows).toEqual([{ id, email: 'ann@example.com', phone: null }]);
    });
  });

  describe('unsubscribe', () => {
    it('ends the subscription, and answers the same for one that had ended or that no row has', async () => {
      const { id } = await sut.subscribe({ email: 'ann@example.com' });
      expect(await sut.unsubscribe(id)).toEqual({ status: 'unsubscribed' });
      expect(await sut.unsubscribe(id)).toEqual({ status: 'unsubscribed' });
      expect(await sut.unsubscribe(999)).toEqual({ status: 'unsubscribed' });
      expect(subscriptions.rows).toEqual([{ id, email: 'ann@example.com', phone: null, status: 'unsubscribed' }]);
    });
  });
});
