import { pendingSchemaChanges } from '@stagelink/testing';
import { bookingsDatabase } from '../src/database/bookings-database';

describe('bookings schema drift', () => {
  it('finds nothing to change between the entities and a database built by the migrations', async () => {
    expect(await pendingSchemaChanges(bookingsDatabase)).toEqual([]);
  });
});
