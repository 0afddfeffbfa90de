/** Small readers over a synthesized template, for assertions that Match patterns cannot express. */
import type { Template } from 'aws-cdk-lib/assertions';

export interface CfnResource {
  readonly Type: string;
  readonly Properties: Record<string, unknown>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

export function resourcesOfType(template: Template, type: string): [string, CfnResource][] {
  const all = (template.toJSON() as { Resources: Record<string, CfnResource> }).Resources;
  return Object.entries(all).filter(([, r]) => r.Type === type);
}

export function resourceById(template: Template, logicalId: string): CfnResource {
  const r = (template.toJSON() as { Resources: Record<string, CfnResource> }).Resources[logicalId];
  if (!r) throw new Error(`No resource ${logicalId}`);
  return r;
}

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** An ARN expression as text, in cdk-nag's notation: `<JobsTable.Arn>/index/byCreatedAt`, `{Ref:X}`. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Record<string, unknown>;
  if (v['Fn::GetAtt']) {
    const [id, attr] = v['Fn::GetAtt'] as [string, string];
    return `<${id}.${attr}>`;
  }
  if (v['Ref']) return `<${typeof v['Ref'] === 'string' ? v['Ref'] : JSON.stringify(v['Ref'])}>`;
  if (v['Fn::Join']) {
    const [sep, parts] = v['Fn::Join'] as [string, unknown[]];
    return parts.map(describeValue).join(sep);
  }
  return JSON.stringify(value);
}

export interface Statement {
  readonly effect: string;
  readonly actions: string[];
  readonly resources: string[];
}

/** Every statement of every inline policy attached to a role. */
export function statementsOfRole(template: Template, roleLogicalId: string): Statement[] {
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, p]) => asArray(p.Properties.Roles as unknown[]).some((r) => describeValue(r) === `<${roleLogicalId}>`))
    .flatMap(([, p]) =>
      asArray((p.Properties.PolicyDocument as { Statement: unknown[] }).Statement).map((s) => {
        const st = s as { Effect: string; Action: string | string[]; Resource: unknown };
        return {
          effect: st.Effect,
          actions: asArray(st.Action).sort(),
          resources: asArray(st.Resource).map(describeValue).sort(),
        };
      }),
    );
}

export interface MethodRoute {
  readonly logicalId: string;
  readonly method: string;
  readonly path: string;
  readonly properties: Record<string, unknown>;
}

/** API Gateway methods with their full resource path, rebuilt from the Resource parent chain. */
export function apiMethods(template: Template): MethodRoute[] {
  const apiResources = Object.fromEntries(resourcesOfType(template, 'AWS::ApiGateway::Resource'));
  const pathOf = (resourceId: unknown): string => {
    const id = (resourceId as { Ref?: string }).Ref;
    if (!id) return ''; // Fn::GetAtt [RestApi, RootResourceId]
    const res = apiResources[id];
    if (!res) throw new Error(`Unknown API resource ${id}`);
    return `${pathOf(res.Properties.ParentId)}/${String(res.Properties.PathPart)}`;
  };
  return resourcesOfType(template, 'AWS::ApiGateway::Method').map(([logicalId, m]) => ({
    logicalId,
    method: String(m.Properties.HttpMethod),
    path: pathOf(m.Properties.ResourceId) || '/',
    properties: m.Properties,
  }));
}
