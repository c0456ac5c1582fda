// Prints the end of `npm test`: the time of each phase (--phases FILE, lines 'name<TAB>seconds'
// written by scripts/test.sh) and one closing line over all test runners' JSON reports:
// 'N passed, N failed, N skipped'. Exit code 1 when a test failed.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const phasesAt = args.indexOf('--phases');
const phasesFile = phasesAt >= 0 ? args.splice(phasesAt, 2)[1] : undefined;

if (phasesFile) {
  const phases = readFileSync(phasesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map(([name, seconds]) => ({ name, seconds: Number(seconds) }));
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const width = Math.max(5, ...phases.map((phase) => phase.name.length));
  console.log('\nTime per phase (min:s)');
  for (const phase of phases) console.log(`  ${phase.name.padEnd(width)}  ${clock(phase.seconds).padStart(6)}`);
  console.log(`  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of args) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
if (args.length > 0) console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
