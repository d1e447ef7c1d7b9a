import {
  BOOKING_STATUSES,
  CALLBACK_SERVICE_TYPE,
  CONTACT_FORM_SERVICE_TYPE,
  RpcErrorCode,
  type BookingStatus,
  type BookingSubmission,
  type CreateBookingDto,
} from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import type { BookingEventPublisher } from '../events/booking-event-publisher';
import { OwnerNotices } from '../notices/owner-notices';
import { BookingChangeEntity } from './booking-change.entity';
import { BookingSubmissionEntity, type OwnerNoticeState } from './booking-submission.entity';
import {
  BookingSubmissionsRepository,
  type Inserted,
  type NewBookingSubmission,
  type SubmissionsFilter,
  type SubmissionsQuery,
} from './booking-submissions.repository';
import { BookingSubmissionsService } from './booking-submissions.service';

const SUBMITTED_AT = new Date('2026-11-22T10:00:00.000Z');

/** Our repository's contract in memory: rows get an id, the time and the status 'new'. */
class InMemorySubmissions implements Pick<BookingSubmissionsRepository, keyof BookingSubmissionsRepository> {
  readonly rows: BookingSubmissionEntity[] = [];
  readonly changes: BookingChangeEntity[] = [];

  insert(submission: NewBookingSubmission): Promise<Inserted> {
    const stored = submission.submitKey ? this.rows.find((row) => row.submitKey === submission.submitKey) : undefined;
    if (stored) return Promise.resolve({ row: stored, created: false });
    const row = Object.assign(new BookingSubmissionEntity(), submission, {
      id: this.rows.length + 1,
      submittedAt: SUBMITTED_AT,
      status: 'new',
      archivedAt: null,
    });
    this.rows.push(row);
    return Promise.resolve({ row, created: true });
  }

  changesOf(ids: readonly number[]): Promise<Map<number, BookingChangeEntity[]>> {
    return Promise.resolve(new Map(ids.map((id) => [id, this.changes.filter((change) => change.bookingId === id)])));
  }

  setArchived(): Promise<BookingSubmissionEntity | null> {
    return Promise.resolve(null);
  }

  findById(id: number): Promise<BookingSubmissionEntity | null> {
    return Promise.resolve(this.rows.find((row) => row.id === id) ?? null);
  }

  page({ status, limit, afterId }: SubmissionsQuery): Promise<BookingSubmissionEntity[]> {
    const newestFirst = this.rows.filter((row) => !status || row.status === status).sort((a, b) => b.id - a.id);
    return Promise.resolve(newestFirst.filter((row) => afterId === undefined || row.id < afterId).slice(0, limit));
  }

  count({ status }: SubmissionsFilter): Promise<number> {
    return Promise.resolve(this.rows.filter((row) => !status || row.status === status).length);
  }

  async updateStatusFrom(
    id: number,
    from: readonly BookingStatus[],
    to: BookingStatus,
    action: 'step' | 'back',
  ): Promise<BookingSubmissionEntity | null> {
    const row = await this.findById(id);
    if (!row || !from.includes(row.status as BookingStatus)) return null;
    this.changes.push(
      Object.assign(new BookingChangeEntity(), { bookingId: id, action, fromStatus: row.status, toStatus: to, changedAt: SUBMITTED_AT }),
    );
    row.status = to;
    return row;
  }

  async setOwnerNotice(id: number, state: OwnerNoticeState): Promise<unknown> {
    const row = await this.findById(id);
    if (row) row.ownerNotice = state;
    return undefined;
  }

  pendingNoticeIds(): Promise<number[]> {
    return Promise.resolve(this.rows.filter((row) => row.ownerNotice === 'pending').map((row) => row.id));
  }
}

/** What the service told the owner's side, in order, with what the table held at that moment. */
class Told {
  readonly log: string[] = [];
  constructor(readonly rows: BookingSubmissionEntity[]) {}
}

class RecordingNotices extends OwnerNotices {
  constructor(
    readonly enabled: boolean,
    private readonly told: Told,
  ) {
    super();
  }
  announce(bookingId: number): void {
    this.told.log.push(`notice ${bookingId} (${this.told.rows.length} rows stored)`);
  }
  withdraw(bookingIds: readonly number[]): void {
    this.told.log.push(`withdrawn ${bookingIds.join(', ')}`);
  }
}

const booking = (overrides: Partial<CreateBookingDto> = {}): CreateBookingDto => ({
  serviceType: CONTACT_FORM_SERVICE_TYPE,
  name: 'Giulia',
  email: 'giulia@example.com',
  phone: '',
  message: 'Do you play on 12 July?',
  ...overrides,
});

describe(BookingSubmissionsService.name, () => {
  let submissions: InMemorySubmissions;
  let told: Told;

  const serviceWith = (noticesEnabled: boolean) => {
    const events = { created: (submission: BookingSubmission) => told.log.push(`event ${submission.id}`) };
    return new BookingSubmissionsService(
      submissions as unknown as BookingSubmissionsRepository,
      new RecordingNotices(noticesEnabled, told),
      events as unknown as BookingEventPublisher,
    );
  };

  beforeEach(() => {
    submissions = new InMemorySubmissions();
    told = new Told(submissions.rows);
  });

  it('stores a message as the booking rules normalise it and answers the stored booking', async () => {
    const answer = await serviceWith(false).create(booking({ name: ' Giulia ', email: ' Giulia@Example.com ', message: ' hi ' }));
    expect(answer).toEqual({
      id: 1,
      serviceType: CONTACT_FORM_SERVICE_TYPE,
      name: 'Giulia',
      email: 'giulia@example.com',
      phone: null,
      message: 'hi',
      submittedAt: '2026-11-22T10:00:00.000Z',
      status: 'new',
      language: null,
      eventDate: null,
      venue: null,
      budget: null,
      archivedAt: null,
      history: [],
      stepBackTo: null,
    });
    expect(submissions.rows).toHaveLength(1);
  });

  it('stores a callback without a message, its phone as + and digits', async () => {
    const answer = await serviceWith(false).create({ serviceType: CALLBACK_SERVICE_TYPE, name: 'Marco', phone: '+39 (333) 123-4567' });
    expect(answer).toMatchObject({ serviceType: CALLBACK_SERVICE_TYPE, email: null, phone: '+393331234567', message: null });
  });

  it('tells the owner only after the row is stored, its notice pending when notices are on', async () => {
    await serviceWith(true).create(booking());
    expect(told.log).toEqual(['notice 1 (1 rows stored)', 'event 1']);
    expect(submissions.rows[0]?.ownerNotice).toBe('pending');
  });

  it('wants no notice while notices are off', async () => {
    await serviceWith(false).create(booking());
    expect(submissions.rows[0]?.ownerNotice).toBeNull();
  });

  it.each<[Partial<CreateBookingDto>, string]>([
    [{ name: '  ' }, 'name is required.'],
    [{ name: '', email: '' }, 'name is required.'],
    [{ email: '' }, 'Give an e-mail or a phone number, so the artist can answer.'],
    [{ email: 'not-an-email' }, 'email is not a valid e-mail address.'],
    [{ phone: 'call me maybe' }, 'phone is not a valid phone number.'],
    [{ message: ' ' }, 'message is required.'],
  ])('refuses %j with the first problem, storing and telling nothing', async (overrides, message) => {
    await expect(serviceWith(true).create(booking(overrides))).rejects.toEqual(new DomainError(RpcErrorCode.Validation, message));
    expect(submissions.rows).toEqual([]);
    expect(told.log).toEqual([]);
  });

  describe('status changes (docs/decisions.md, D-18)', () => {
    const allowed = new Set([
      'new>contacted',
      'contacted>scheduled',
      'scheduled>completed',
      'new>cancelled',
      'contacted>cancelled',
      'scheduled>cancelled',
    ]);
    const pairs = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to): [BookingStatus, BookingStatus] => [from, to]));

    it.each(pairs)('from %s to %s: allowed only along the steps', async (from, to) => {
      const sut = serviceWith(false);
      const { id } = await sut.create(booking());
      const row = submissions.rows[0];
      if (!row) throw new Error('no row');
      row.status = from;
      const change = sut.updateStatus({ id, status: to });
      if (allowed.has(`${from}>${to}`)) {
        await expect(change).resolves.toMatchObject({ id, status: to });
      } else {
        await expect(change).rejects.toMatchObject({
          code: RpcErrorCode.InvalidTransition,
          message: expect.stringContaining(`from ${from} to ${to}`),
        });
        expect(row.status).toBe(from);
      }
    });

    it('answers NOT_FOUND for a booking that does not exist', async () => {
      await expect(serviceWith(false).updateStatus({ id: 42, status: 'contacted' })).rejects.toEqual(
        new DomainError(RpcErrorCode.NotFound, 'Booking 42 not found'),
      );
    });
  });
});
