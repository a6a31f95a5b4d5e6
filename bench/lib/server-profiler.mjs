/**
 * Loaded into the server under test with `--import` (bench/stream-connect.ts --prof DIR): the first SIGUSR2 starts
 * V8's CPU profiler, the second writes the profile to $BENCH_PROFILE_DIR/<$BENCH_PROFILE_NAME or connect>-<pid>.cpuprofile
 * (bench/sos-fanout.ts --prof: the first round's fan-out). Node refuses --cpu-prof in NODE_OPTIONS, and a profile of
 * the part measured alone is clearer than one of the whole run.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const session = new Session();
session.connect();
let running = false;
process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    return;
  }
  running = false;
  session.post('Profiler.stop', (err, result) => {
    if (err) console.error(err);
    else
      writeFileSync(
        join(
          process.env.BENCH_PROFILE_DIR ?? '.',
          `${process.env.BENCH_PROFILE_NAME ?? 'connect'}-${process.pid}.cpuprofile`,
        ),
        JSON.stringify(result.profile),
      );
  });
});
