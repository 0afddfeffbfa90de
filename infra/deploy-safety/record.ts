/**
 * `npm run deployed:record -- --stage NAME [--assembly cdk.out]`
 * Records what a stage now runs as its deploy-safety baseline (infra/deployed/<stage>/), after a
 * successful deploy: from the cloud assembly that deploy used (--assembly), or, without one, from
 * an in-process synth of the current code. Commit the result with the release.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isStageName, STAGE_NAMES } from '../config/stages';
import { writeBaseline } from './baseline';
import { compareStage } from './compare';
import { readAssembly, synthStageTemplates } from './synth';
import { readBaseline } from './baseline';

const { values } = parseArgs({
  options: { stage: { type: 'string' }, assembly: { type: 'string' }, force: { type: 'boolean', default: false } },
});
if (!isStageName(values.stage)) {
  console.error(`deployed:record: --stage ${STAGE_NAMES.join('|')} is required`);
  process.exit(1);
}
const stage = values.stage;
const templates = values.assembly
  ? readAssembly(path.resolve(values.assembly))
  : synthStageTemplates(stage, path.join(os.tmpdir(), `nimbus-deployed-record-${stage}`));
const findings = compareStage(readBaseline(stage), templates);
if (findings.length && !values.force) {
  console.error(
    `deployed:record: the new templates differ from the ${stage} baseline in ways a deploy could not have made safely:`,
  );
  for (const f of findings) console.error(`  - ${f.message}`);
  console.error('Record anyway only if that deploy really happened (e.g. the staged steps are done): --force.');
  process.exit(1);
}
for (const file of writeBaseline(stage, templates)) console.log(`deployed:record: wrote ${path.relative(process.cwd(), file)}`);
