import { pendingSchemaChanges } from '@stagelink/testing';
import { engagementDatabase } from '../src/database/engagement-database';

describe('engagement schema drift', () => {
  it('finds nothing to change between the entities and a database built by the migrations', async () => {
    expect(await pendingSchemaChanges(engagementDatabase)).toEqual([]);
  });
});
