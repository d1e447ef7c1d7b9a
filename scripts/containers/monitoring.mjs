import { expect } from '../faults/checks.mjs';
import { waitFor } from '../faults/world.mjs';

/*
 * The `monitoring` profile's Prometheus (Debian's package in a local image here) scraping every
 * process of the site through the compose network (docs/decisions.md, D-154, D-165). Grafana is
 * not started: no image of it can be had on this machine; its dashboard's queries are Prometheus's.
 */

const JOBS = ['gateway', 'profile', 'engagement', 'bookings', 'i18n'];

async function prometheus(site, path) {
  const response = await fetch(`http://127.0.0.1:${site.ports.prometheus}${path}`);
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`Prometheus answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

const query = (site, promql) => prometheus(site, `/api/v1/query?query=${encodeURIComponent(promql)}`);

export const monitoringSteps = [
  {
    name: '--profile monitoring: Prometheus scrapes every process, and the dashboard finds its series',
    async run(site, report) {
      await site.compose.run(['--profile', 'monitoring', 'up', '-d', 'prometheus'], { quiet: true });
      const targets = await waitFor(
        'every process scraped and up',
        async () => {
          const { activeTargets } = await prometheus(site, '/api/v1/targets').catch(() => ({ activeTargets: [] }));
          const up = JOBS.filter((job) => activeTargets.some((target) => target.labels.job === job && target.health === 'up'));
          return up.length === JOBS.length ? activeTargets : null;
        },
        90_000,
        1000,
      );
      report(`targets up: ${targets.map((target) => `${target.labels.job} ${target.labels.instance}`).join(', ')}`);
      const routes = await query(site, 'sum by (route) (stagelink_http_request_duration_seconds_count{job="gateway"})');
      const handled = await query(site, 'sum by (subject) (stagelink_nats_handled_duration_seconds_count{job="engagement"})');
      const queues = await query(site, 'stagelink_queue_jobs');
      report(`gateway routes counted: ${routes.result.map((series) => series.metric.route).join(', ')}`);
      report(`engagement subjects handled: ${handled.result.length}; queue series: ${queues.result.length}`);
      expect(
        routes.result.some((series) => series.metric.route === '/api/sections/:sectionId/like'),
        "the walk's like is not counted by its route",
      );
      expect(!routes.result.some((series) => /\/\d+\//.test(series.metric.route ?? '')), 'a raw address became a label');
      expect(handled.result.length > 0, 'no message handled by engagement was counted');
      expect(queues.result.length > 0, 'no queue depth series');
    },
  },
];
