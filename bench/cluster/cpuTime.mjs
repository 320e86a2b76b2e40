// CPU time of the cluster's server processes, from /proc (Linux): unlike wall times, it hardly depends on what
// else the machine is running, so runs on a busy machine can still be compared by it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** utime + stime of a process in seconds (its threads included: the worker pool), or 0 once it is gone. */
function cpuOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL postmaster of the cluster in `dir` and its children (one per connection). */
function postgresPids(dir) {
  const postmaster = Number(readFileSync(join(dir, 'pg/data/postmaster.pid'), 'utf8').split('\n')[0]);
  const pids = [postmaster];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** CPU seconds used so far by the cluster's Mapa processes and by its PostgreSQL (server processes alive now). */
export function clusterCpu(cluster) {
  const sum = (pids) => pids.reduce((total, pid) => total + cpuOf(pid), 0);
  return { mapa: sum(cluster.processes.map((p) => p.child.pid)), postgres: sum(postgresPids(cluster.dir)) };
}
