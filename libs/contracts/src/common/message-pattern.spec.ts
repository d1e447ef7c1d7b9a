import { BookingsPatterns } from '../bookings/bookings';
import { EngagementPatterns } from '../engagement/engagement.patterns';
import { ProfileEvents, ProfilePatterns } from '../profile/profile.patterns';
import { healthPattern, messagePattern, natsNamespace, SERVICE_NAMES, subjectOf } from './message-pattern';

const EVERY_PATTERN = [
  ...Object.values(ProfilePatterns),
  ...Object.values(ProfileEvents),
  ...Object.values(EngagementPatterns),
  ...Object.values(BookingsPatterns),
  ...SERVICE_NAMES.map(healthPattern),
];

describe(subjectOf.name, () => {
  it('is the namespace, the service that answers and the operation', () => {
    const namespace = natsNamespace();
    expect(subjectOf(EngagementPatterns.toggleLike)).toBe(`${namespace}.engagement.toggle-like`);
    expect(subjectOf(ProfilePatterns.get)).toBe(`${namespace}.profile.get-profile`);
    expect(subjectOf(healthPattern('bookings'))).toBe(`${namespace}.bookings.health`);
  });

  it('gives every pattern three tokens and a subject of its own', () => {
    const subjects = EVERY_PATTERN.map((pattern) => subjectOf(pattern));
    expect(subjects.filter((subject) => subject.split('.').length !== 3)).toEqual([]);
    expect(new Set(subjects).size).toBe(subjects.length);
  });
});

describe(messagePattern.name, () => {
  it('refuses a name that is not one kebab-case token', () => {
    expect(() => messagePattern('engagement', 'likes.toggle')).toThrow('one kebab-case token');
    expect(() => messagePattern('engagement', 'toggleLike')).toThrow('one kebab-case token');
    expect(() => messagePattern('engagement', '')).toThrow('one kebab-case token');
  });
});
