// CPU time of processes from /proc, for the bench scripts (Linux; 0 elsewhere).
import fs from 'node:fs'

/**
 * CPU seconds (user + system) the given processes and their descendants have used, from /proc (Linux; 0 elsewhere). On
 * a machine shared with other work, CPU per beat says what a beat costs where beats/s and latency say how busy it was.
 */
export function cpuSeconds(pids) {
  const tick = 100 // USER_HZ
  let total = 0
  const seen = new Set()
  const visit = (pid) => {
    if (seen.has(pid)) return
    seen.add(pid)
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      total += (Number(fields[11]) + Number(fields[12])) / tick
      for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
        const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
        for (const child of children ? children.split(' ') : []) visit(Number(child))
      }
    } catch {
      /* gone, or no /proc */
    }
  }
  for (const pid of pids) visit(pid)
  return total
}
