// @ts-check
/** gfm-release: the release command's command line (command.mjs), as `npm run release` and `npm run rollback` run it. */
import { run } from './command.mjs';

const USAGE =
  'Use: npm run release -- <remote app> [--canary PERCENT | --canary-plan 5,25,50,100 [--plan-expires 72h] | --promote | --hold | --resume | --status] [--dir DIR] [--from DIR] [--keys DIR | --key FILE]\n     npm run rollback -- <remote app> [--to VERSION] [--dir DIR] [--keys DIR | --key FILE]\n     npm run release -- keygen <remote app> [--keys DIR | --key FILE]';

const [command, ...args] = process.argv.slice(2);
if (args.includes('--help') || command === '--help') {
  console.log(USAGE);
  process.exit(0);
}
if (command !== 'release' && command !== 'rollback') {
  console.error(USAGE);
  process.exit(2);
}
try {
  console.log(JSON.stringify(run(command, args), null, 2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
