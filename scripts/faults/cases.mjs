import { workerKilledMidJob } from './job-cases.mjs';
import { lateService, rollingRestart, serviceKilledMidRequest, twoOfEverything } from './process-cases.mjs';
import { natsRestarted, postgresRestarted, redisRestarted } from './server-cases.mjs';
import { abortedUpload, parallelLikes, sameBookingTwice } from './write-cases.mjs';

/**
 * The fault suite's cases, in the order they run (docs/decisions.md, D-100). Each gets the world
 * (scripts/faults/world.mjs) with every part healthy, and `report(line)` for its figures; it
 * throws when what it checks does not hold.
 */
export const CASES = [
  serviceKilledMidRequest,
  twoOfEverything,
  parallelLikes,
  rollingRestart,
  natsRestarted,
  redisRestarted,
  postgresRestarted,
  lateService,
  workerKilledMidJob,
  sameBookingTwice,
  abortedUpload,
];
