import { patternOf } from './message-metrics.interceptor';

describe('patternOf', () => {
  it('labels a subject by its service and pattern, without the namespace of the deployment', () => {
    expect(patternOf('stagelink.engagement.get-likes', 'stagelink')).toBe('engagement.get-likes');
    expect(patternOf('test-1a2b-worker1.profile.list-sections', 'test-1a2b-worker1')).toBe('profile.list-sections');
    expect(patternOf('other.profile.list-sections', 'stagelink')).toBe('other.profile.list-sections');
  });
});
