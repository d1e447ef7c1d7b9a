import { assertListed } from './admin-access.hook';

describe(assertListed.name, () => {
  it('accepts the API handlers the route table lists, whatever their parameters are called', () => {
    expect(() => assertListed('POST', '/api/sections/:sectionId/like')).not.toThrow();
    expect(() => assertListed('GET', '/api/profile')).not.toThrow();
    expect(() => assertListed('GET', '/*')).not.toThrow();
  });

  it('refuses at boot an API handler the table does not list', () => {
    expect(() => assertListed('DELETE', '/api/profile')).toThrow('DELETE /api/profile is not in the API route table');
    expect(() => assertListed('GET', '/api/secret-export')).toThrow(/not in the API route table/);
  });
});
