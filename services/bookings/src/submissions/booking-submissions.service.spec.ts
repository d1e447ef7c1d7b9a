import { CALLBACK_SERVICE_TYPE, CONTACT_FORM_SERVICE_TYPE, RpcErrorCode, type CreateBookingDto } from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import { BookingSubmissionEntity } from './booking-submission.entity';
import { BookingSubmissionsRepository, type NewBookingSubmission } from './booking-submissions.repository';
import { BookingSubmissionsService } from './booking-submissions.service';

const SUBMITTED_AT = new Date('2026-11-22T10:00:00.000Z');

/** Our repository's contract in memory: rows get an id, the time and the status 'new'. */
class InMemorySubmissions implements Pick<BookingSubmissionsRepository, keyof BookingSubmissionsRepository> {
  readonly rows: BookingSubmissionEntity[] = [];

  insert(submission: NewBookingSubmission): Promise<BookingSubmissionEntity> {
    const row = Object.assign(new BookingSubmissionEntity(), submission, {
      id: this.rows.length + 1,
      submittedAt: SUBMITTED_AT,
      status: 'new',
    });
    this.rows.push(row);
    return Promise.resolve(row);
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
  let sut: BookingSubmissionsService;

  beforeEach(() => {
    submissions = new InMemorySubmissions();
    sut = new BookingSubmissionsService(submissions as unknown as BookingSubmissionsRepository);
  });

  it('stores a message as the booking rules normalise it and answers the stored booking', async () => {
    const answer = await sut.create(booking({ name: ' Giulia ', email: ' Giulia@Example.com ', message: ' hi ' }));
    expect(answer).toEqual({
      id: 1,
      serviceType: CONTACT_FORM_SERVICE_TYPE,
      name: 'Giulia',
      email: 'giulia@example.com',
      phone: null,
      message: 'hi',
      submittedAt: '2026-11-22T10:00:00.000Z',
      status: 'new',
    });
    expect(submissions.rows).toHaveLength(1);
  });

  it('stores a callback without a message, its phone as + and digits', async () => {
    const answer = await sut.create({ serviceType: CALLBACK_SERVICE_TYPE, name: 'Marco', phone: '+39 (333) 123-4567' });
    expect(answer).toMatchObject({ serviceType: CALLBACK_SERVICE_TYPE, email: null, phone: '+393331234567', message: null });
  });

  it.each<[Partial<CreateBookingDto>, string]>([
    [{ name: '  ' }, 'name is required.'],
    [{ name: '', email: '' }, 'name is required.'],
    [{ email: '' }, 'Give an e-mail or a phone number, so the artist can answer.'],
    [{ email: 'not-an-email' }, 'email is not a valid e-mail address.'],
    [{ phone: 'call me maybe' }, 'phone is not a valid phone number.'],
    [{ message: ' ' }, 'message is required.'],
  ])('refuses %j with the first problem, storing nothing', async (overrides, message) => {
    await expect(sut.create(booking(overrides))).rejects.toEqual(new DomainError(RpcErrorCode.Validation, message));
    expect(submissions.rows).toEqual([]);
  });
});
