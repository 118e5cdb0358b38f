// The capacity bench's command line (bench/README.md, "Capacity").
import { parseArgs } from 'node:util';

export const USAGE = `usage: node bench/capacity.mjs [--mode cluster|embedded] [--users 5000] [--steps 500,1000,…] [--ramp 30] [--hold 90]
                              [--threads 2] [--history 20] [--login auto|http] [--quick]`;

const DEFAULT_STEPS = [500, 1000, 2000, 3000, 4000, 5000, 6000];

export function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      mode: { type: 'string', default: 'cluster' },
      users: { type: 'string', default: '5000' },
      steps: { type: 'string' },
      ramp: { type: 'string', default: '30' },
      hold: { type: 'string', default: '90' },
      threads: { type: 'string', default: '2' },
      history: { type: 'string', default: '20' },
      login: { type: 'string', default: 'auto' },
      quick: { type: 'boolean', default: false },
    },
  });
  const options = {
    mode: values.quick ? 'cluster' : values.mode,
    steps: values.quick ? [5000] : values.steps ? values.steps.split(',').map(Number) : DEFAULT_STEPS,
    rampSeconds: Number(values.ramp),
    holdSeconds: values.quick ? 120 : Number(values.hold),
    threads: Number(values.threads),
    history: Number(values.history),
    login: values.login,
    quick: values.quick,
  };
  // Every step needs its accounts: the seed covers the largest one.
  options.users = Math.max(Number(values.users), ...options.steps);
  const wrong = [
    !['cluster', 'embedded'].includes(options.mode) && `--mode ${options.mode}`,
    !['auto', 'http'].includes(options.login) && `--login ${options.login}`,
    options.steps.some((step) => !Number.isInteger(step) || step < 1) && `--steps ${values.steps}`,
    ...['rampSeconds', 'holdSeconds', 'threads', 'history'].map((key) => !(options[key] >= 0) && `${key} ${options[key]}`),
    !(options.threads >= 1) && '--threads must be at least 1',
  ].filter(Boolean);
  if (wrong.length > 0) throw new Error(`${wrong.join(', ')}\n${USAGE}`);
  options.steps.sort((a, b) => a - b);
  return options;
}
