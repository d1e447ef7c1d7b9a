import { MigratedService, postgresErrorCode, startServiceOnFreshDatabase, tablesOf } from '@stagelink/testing';
import { BookingsAppModule } from '../src/bookings-app.module';

describe('bookings schema', () => {
  let sut: MigratedService;

  beforeAll(async () => {
    sut = await startServiceOnFreshDatabase('bookings', BookingsAppModule.forRoot(null));
  });
  afterAll(() => sut?.close());

  it('creates the submissions table, their changes and the erase log in its own schema', async () => {
    expect(await tablesOf(sut.db, 'bookings')).toEqual(['booking_changes', 'booking_submissions', 'migrations', 'privacy_erasures']);
  });

  it('logs an erase by a kind of contact and a count of rows, nothing else (docs/decisions.md, D-90)', async () => {
    const insert = `INSERT INTO bookings.privacy_erasures (id, contact_kind, rows) VALUES (gen_random_uuid(), $1, $2)`;
    expect(await postgresErrorCode(sut.db.query(insert, ['name', 1]))).toBe('23514');
    expect(await postgresErrorCode(sut.db.query(insert, ['phone', -1]))).toBe('23514');
    await sut.db.query(insert, ['phone', 2]);
    const row = await sut.db.queryOne<{ erased_at: Date }>(`SELECT erased_at FROM bookings.privacy_erasures`);
    expect(row.erased_at).toBeInstanceOf(Date);
  });

  it("starts a submission at status 'new' and accepts only the spec's statuses", async () => {
    await sut.db.query(`INSERT INTO bookings.booking_submissions (service_type, name) VALUES ('Contact Form', 'Giulia')`);
    const row = await sut.db.queryOne<{ status: string }>(`SELECT status FROM bookings.booking_submissions`);
    expect(row.status).toBe('new');
    const invalid = `INSERT INTO bookings.booking_submissions (service_type, name, status) VALUES ('Contact Form', 'Marco', 'archived')`;
    expect(await postgresErrorCode(sut.db.query(invalid))).toBe('23514');
  });

  it('keeps the service type to 50 characters', async () => {
    const tooLong = `INSERT INTO bookings.booking_submissions (service_type, name) VALUES ($1, 'Marco')`;
    expect(await postgresErrorCode(sut.db.query(tooLong, ['x'.repeat(51)]))).toBe('22001');
  });
});
