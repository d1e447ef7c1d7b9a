import { execFileSync } from 'node:child_process';

/*
 * What the whole site holds in memory, container by container, as `docker stats` reads it from
 * each container's cgroup (the page cache it could give back left out): the README's answer to
 * "does it fit a 1 GB server" comes from this step (docs/decisions.md, D-163).
 */

const UNITS = { B: 1e-6, KiB: 1024 / 1e6, MiB: 1048576 / 1e6, GiB: 1073741824 / 1e6, kB: 1e-3, MB: 1, GB: 1e3 };

/** "83.5MiB / 23.4GiB" → 87.6 (MB). */
export function megabytesOf(usage) {
  const match = /^([\d.]+)\s*([A-Za-z]+)/.exec(usage.split('/')[0].trim());
  if (!match || !(match[2] in UNITS)) throw new Error(`unreadable memory figure: ${usage}`);
  return Number(match[1]) * UNITS[match[2]];
}

export const memoryStep = {
  name: "each container's memory after the walk (docker stats), and the whole site's",
  async run(site, report) {
    const containers = site.compose.containers();
    const lines = execFileSync('docker', ['stats', '--no-stream', '--format', '{{.ID}}|{{.MemUsage}}', ...containers.map((c) => c.id)], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    const byService = new Map();
    for (const line of lines) {
      const [id, usage] = line.split('|');
      const { service } = containers.find((container) => container.id.startsWith(id));
      byService.set(service, (byService.get(service) ?? 0) + megabytesOf(usage));
    }
    const ours = ['gateway', 'profile', 'engagement', 'bookings', 'i18n'];
    const sum = (services) => Math.round(services.reduce((total, service) => total + (byService.get(service) ?? 0), 0));
    report([...byService].map(([service, mb]) => `${service} ${Math.round(mb)} MB`).join(', '));
    report(
      `our five processes ${sum(ours)} MB; the infrastructure ${sum([...byService.keys()].filter((s) => !ours.includes(s)))} MB; in all ${sum([...byService.keys()])} MB`,
    );
  },
};
