import { pendingSchemaChanges } from '@stagelink/testing';
import { i18nDatabase } from '../src/database/i18n-database';

describe('i18n schema drift', () => {
  it('finds nothing to change between the entities and a database built by the migrations', async () => {
    expect(await pendingSchemaChanges(i18nDatabase)).toEqual([]);
  });
});
