import { pendingSchemaChanges } from '@stagelink/testing';
import { profileDatabase } from '../src/database/profile-database';

describe('profile schema drift', () => {
  it('finds nothing to change between the entities and a database built by the migrations', async () => {
    expect(await pendingSchemaChanges(profileDatabase)).toEqual([]);
  });
});
