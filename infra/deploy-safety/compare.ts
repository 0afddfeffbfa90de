/**
 * Deploy safety: compares the templates a stage last deployed (infra/deployed/<stage>/) with what
 * the current code synthesizes, and finds what CloudFormation would refuse or what would lose
 * data. Resources are matched by logical id across ALL stacks of the stage, so splitting or
 * renaming stacks does not hide anything (a stateful resource that moves to another stack is
 * itself a finding: CloudFormation creates a new one there).
 *
 * Pure: templates in, findings out.
 */

export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}
export interface CfnTemplate {
  Resources?: Record<string, CfnResource>;
}
/** Stack name → template: every stack of one stage. */
export type StageTemplates = Record<string, CfnTemplate>;

export type Rule =
  | 'removed'
  | 'moved-stack'
  | 'type-changed'
  | 'key-schema'
  | 'replacement'
  | 'gsi-per-deploy'
  | 'retain-removed'
  | 'deletion-protection-off';

export interface Finding {
  rule: Rule;
  logicalId: string;
  message: string;
  /** When the change is fine but needs several deploys: what each one does, in order. */
  deploys?: string[];
}

/** Resource types that hold data a replacement would lose. */
export const STATEFUL_TYPES = [
  'AWS::DynamoDB::Table',
  'AWS::DynamoDB::GlobalTable',
  'AWS::S3::Bucket',
  'AWS::Cognito::UserPool',
  'AWS::SecretsManager::Secret',
] as const;

/** Properties whose change makes CloudFormation replace the resource (per the resource reference). */
const REPLACING_PROPERTIES: Record<string, string[]> = {
  'AWS::DynamoDB::Table': ['TableName', 'KeySchema', 'LocalSecondaryIndexes'],
  'AWS::DynamoDB::GlobalTable': ['TableName', 'KeySchema', 'LocalSecondaryIndexes'],
  'AWS::S3::Bucket': ['BucketName', 'ObjectLockEnabled'],
  'AWS::Cognito::UserPool': ['UsernameAttributes', 'AliasAttributes', 'UsernameConfiguration'],
  'AWS::SecretsManager::Secret': ['Name'],
};

/**
 * Resources of a stateful type that hold no data of record: the site bucket is emptied and filled
 * from the web build on every deploy (autoDeleteObjects, DESTROY), so it may be replaced or move
 * between stacks (issue 18 moved it to the app stack).
 */
export const REBUILT_EVERY_DEPLOY = new Set(['SiteBucket']);

const RETAINING = new Set(['Retain', 'RetainExceptOnCreate', 'Snapshot']);
const isStateful = (type: string) => (STATEFUL_TYPES as readonly string[]).includes(type);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Located {
  stack: string;
  resource: CfnResource;
}

function statefulResources(templates: StageTemplates): Map<string, Located> {
  const out = new Map<string, Located>();
  for (const [stack, template] of Object.entries(templates)) {
    for (const [id, resource] of Object.entries(template.Resources ?? {})) {
      if (isStateful(resource.Type) && !REBUILT_EVERY_DEPLOY.has(id)) out.set(id, { stack, resource });
    }
  }
  return out;
}

interface Gsi {
  IndexName: string;
}
const gsis = (r: CfnResource) =>
  new Map(((r.Properties?.GlobalSecondaryIndexes as Gsi[] | undefined) ?? []).map((g) => [g.IndexName, g] as const));

/** Key attributes' types: changing one means a new key schema too. */
function keyAttributeTypes(r: CfnResource): Record<string, unknown> {
  const keys = new Set(((r.Properties?.KeySchema as { AttributeName: string }[] | undefined) ?? []).map((k) => k.AttributeName));
  const defs = (r.Properties?.AttributeDefinitions as { AttributeName: string; AttributeType: string }[] | undefined) ?? [];
  return Object.fromEntries(defs.filter((d) => keys.has(d.AttributeName)).map((d) => [d.AttributeName, d.AttributeType]));
}

function compareTable(id: string, before: CfnResource, after: CfnResource): Finding[] {
  const findings: Finding[] = [];
  if (
    !same(before.Properties?.KeySchema, after.Properties?.KeySchema) ||
    !same(keyAttributeTypes(before), keyAttributeTypes(after))
  ) {
    findings.push({
      rule: 'key-schema',
      logicalId: id,
      message: `${id}: the key schema changes (${JSON.stringify(before.Properties?.KeySchema)} → ${JSON.stringify(after.Properties?.KeySchema)}). CloudFormation would replace the table and its data. Keep the key; put a new key shape in a new table and copy with a migration.`,
    });
  }
  const old = gsis(before);
  const now = gsis(after);
  const steps: string[] = [];
  for (const [name, g] of old) {
    if (!now.has(name)) steps.push(`remove index ${name}`);
    else if (!same(g, now.get(name)))
      steps.push(
        `remove index ${name} (its new definition is added back in a later deploy)`,
        `add index ${name} with its new definition`,
      );
  }
  for (const name of now.keys()) if (!old.has(name)) steps.push(`add index ${name}`);
  if (steps.length > 1) {
    findings.push({
      rule: 'gsi-per-deploy',
      logicalId: id,
      message: `${id}: ${steps.length} global secondary index changes in one deploy (${steps.join('; ')}); CloudFormation allows one per table per update. Needs ${steps.length} deploys, one change each (README: "Staging index changes").`,
      deploys: steps,
    });
  }
  if (before.Properties?.DeletionProtectionEnabled === true && after.Properties?.DeletionProtectionEnabled !== true) {
    findings.push({ rule: 'deletion-protection-off', logicalId: id, message: `${id}: deletion protection is turned off.` });
  }
  return findings;
}

export function compareStage(deployed: StageTemplates, current: StageTemplates): Finding[] {
  const before = statefulResources(deployed);
  const after = statefulResources(current);
  const findings: Finding[] = [];
  const added = [...after.keys()].filter((id) => !before.has(id));

  for (const [id, was] of before) {
    const now = after.get(id);
    if (!now) {
      const sameType = added.filter((a) => after.get(a)!.resource.Type === was.resource.Type);
      const hint = sameType.length
        ? ` A new ${was.resource.Type} appears as ${sameType.join(', ')}: if that is the same resource under a new logical id, pin the old id (overrideLogicalId), or CloudFormation creates an empty one.`
        : '';
      findings.push({
        rule: 'removed',
        logicalId: id,
        message: `${id} (${was.resource.Type}, stack ${was.stack}) is no longer in the template: the deploy deletes or orphans it and its data.${hint}`,
      });
      continue;
    }
    if (now.resource.Type !== was.resource.Type) {
      findings.push({
        rule: 'type-changed',
        logicalId: id,
        message: `${id} changes type from ${was.resource.Type} to ${now.resource.Type}: CloudFormation replaces it.`,
      });
      continue;
    }
    if (now.stack !== was.stack) {
      findings.push({
        rule: 'moved-stack',
        logicalId: id,
        message: `${id} (${was.resource.Type}) moves from stack ${was.stack} to ${now.stack}: CloudFormation would create a new, empty one in ${now.stack}. Keep it in ${was.stack}, or move it with a resource import (retain it, remove it from ${was.stack}, import into ${now.stack}) and record the new baseline.`,
      });
    }
    const type = was.resource.Type;
    if (type === 'AWS::DynamoDB::Table' || type === 'AWS::DynamoDB::GlobalTable')
      findings.push(...compareTable(id, was.resource, now.resource));
    for (const prop of REPLACING_PROPERTIES[type] ?? []) {
      if (prop === 'KeySchema') continue;
      if (!same(was.resource.Properties?.[prop], now.resource.Properties?.[prop])) {
        findings.push({
          rule: 'replacement',
          logicalId: id,
          message: `${id}: ${prop} changes; CloudFormation replaces a ${type} for that, losing its contents.`,
        });
      }
    }
    for (const policy of ['DeletionPolicy', 'UpdateReplacePolicy'] as const) {
      if (RETAINING.has(String(was.resource[policy])) && !RETAINING.has(String(now.resource[policy]))) {
        findings.push({
          rule: 'retain-removed',
          logicalId: id,
          message: `${id}: ${policy} was ${String(was.resource[policy])} and is now ${String(now.resource[policy] ?? 'Delete')}: the data would go with the resource.`,
        });
      }
    }
  }
  return findings;
}
