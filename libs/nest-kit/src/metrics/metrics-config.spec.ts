import { ConfigError } from '../config/env-vars';
import { DEFAULT_METRICS_PORTS, readMetricsConfig } from './metrics-config';

describe('readMetricsConfig', () => {
  it('gives each process a port of its own, on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(readMetricsConfig('gateway', {})).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(Object.values(DEFAULT_METRICS_PORTS)).toEqual([9464, 9465, 9466, 9467, 9468]);
    expect(readMetricsConfig('bookings', {})).toEqual({ port: 9467, host: '127.0.0.1' });
    expect(readMetricsConfig('i18n', { METRICS_PORT: '19468', METRICS_HOST: '0.0.0.0' })).toEqual({ port: 19468, host: '0.0.0.0' });
  });

  it.each(['off', 'OFF', '0'])('serves no metrics with METRICS_PORT=%s', (value) => {
    expect(readMetricsConfig('profile', { METRICS_PORT: value }).port).toBeNull();
  });

  it.each(['9464x', '-1', '70000', 'on'])('stops the process on METRICS_PORT=%s, naming the variable', (value) => {
    expect(() => readMetricsConfig('engagement', { METRICS_PORT: value })).toThrow(ConfigError);
    expect(() => readMetricsConfig('engagement', { METRICS_PORT: value })).toThrow(/METRICS_PORT/);
  });
});
