/** The templates each stage last deployed, kept in the repo: infra/deployed/<stage>/<stack>.template.json. */
import fs from 'node:fs';
import path from 'node:path';
import { repoPath } from '../cloud/paths';
import type { StageName } from '../config/stages';
import type { CfnTemplate, StageTemplates } from './compare';

const SUFFIX = '.template.json';
export const baselineDir = (stage: StageName) => repoPath(path.join('infra/deployed', stage));

export function readBaseline(stage: StageName): StageTemplates {
  const dir = baselineDir(stage);
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(SUFFIX))
      .map((f) => [f.slice(0, -SUFFIX.length), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as CfnTemplate]),
  );
}

/** Replaces the stage's baseline with these stacks (a stack no longer deployed loses its file). */
export function writeBaseline(stage: StageName, templates: StageTemplates): string[] {
  const dir = baselineDir(stage);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return Object.entries(templates).map(([stack, template]) => {
    const file = path.join(dir, `${stack}${SUFFIX}`);
    fs.writeFileSync(file, `${JSON.stringify(template, null, 1)}\n`);
    return file;
  });
}
