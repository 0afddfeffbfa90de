import { HANDLER_FAMILIES, type HandlerFamily } from '../../../lambdas/contract/endpoints';
import { TABLES, tableEnvVar, type TableName } from '../../../lambdas/contract/tables';
import { RESUME_PREFIX } from '../../../lambdas/contract/storage';
import { MEDIA_PREFIX } from '../../../lambdas/contract/media';
import { FUNCTION_SPECS, queriesIndexes, readsObjects } from '../../../infra/cloud/function-access';
import { stageConfig } from '../../../infra/config/stages';
import { synthStage } from './synth-stage';
import { describeValue, resourceById, resourcesOfType, statementsOfRole, type Statement } from './template-queries';

const { stack, template, stage } = synthStage('dev', 'functions');
const config = stageConfig('dev');
const idOf = (c: { node: { defaultChild?: unknown } }) => stack.getLogicalId(c.node.defaultChild as never);
const fnOf = (family: HandlerFamily) => stack.functions.functions[family];
const roleIdOf = (family: HandlerFamily) => idOf(fnOf(family).role as never);
const tableIds = Object.values(TABLES).map((t) => t.logicalId);
// The stateless stack imports the resume bucket by its explicit name (no cross-stack reference).
const BUCKET_NAME = 'nimbus-crest-dev-resumes-<AWS::AccountId>';
const BUCKET_ARN = `arn:aws:s3:::${BUCKET_NAME}`;
const SECRET = 'GeminiApiKey';
const MEDIA_BUCKET_NAME = 'nimbus-crest-dev-media-<AWS::AccountId>';
const MEDIA_BUCKET_ARN = `arn:aws:s3:::${MEDIA_BUCKET_NAME}`;

const tableArns = (table: TableName) => {
  const id = TABLES[table].logicalId;
  return [`<${id}.Arn>`, ...TABLES[table].indexes.map((i) => `<${id}.Arn>/index/${i.indexName}`)];
};

/** What a role may do on each resource, as `resource -> sorted actions`. */
function grantsOf(family: HandlerFamily): Map<string, string[]> {
  const grants = new Map<string, Set<string>>();
  for (const s of statementsOfRole(template, roleIdOf(family))) {
    expect(s.effect).toBe('Allow');
    for (const r of s.resources) {
      const set = grants.get(r) ?? new Set<string>();
      s.actions.forEach((a) => set.add(a));
      grants.set(r, set);
    }
  }
  return new Map([...grants].map(([r, a]) => [r, [...a].sort()]));
}

describe.each(HANDLER_FAMILIES)('%s function', (family) => {
  const spec = FUNCTION_SPECS[family];
  const fn = resourceById(template, idOf(fnOf(family))).Properties;
  const env = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
  const grants = grantsOf(family);
  const statements: Statement[] = statementsOfRole(template, roleIdOf(family));

  it('runs Node.js 24 on arm64 with its memory, timeout and an ESM bundle', () => {
    expect(fn.Runtime).toBe('nodejs24.x');
    expect(fn.Architectures).toEqual(['arm64']);
    expect(fn.MemorySize).toBe(spec.memoryMb);
    expect(fn.Timeout).toBe(spec.timeoutSeconds);
    expect(fn.Handler).toBe('index.handler');
  });

  if (family === 'candidates') {
    it('has room for a 10,000-row CSV export: four times the CPU of the light functions, within API Gateway’s 29 s', () => {
      expect(fn.MemorySize).toBe(1024);
      expect(fn.Timeout).toBeGreaterThanOrEqual(20);
      expect(fn.Timeout).toBeLessThan(29);
    });
  }

  it('logs to its own log group with the stage retention', () => {
    const logGroupId = (fn.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    expect(resourceById(template, logGroupId).Properties.RetentionInDays).toBe(config.logRetention);
    const logStatements = statements.filter((s) => s.actions.some((a) => a.startsWith('logs:')));
    expect(logStatements).toEqual([
      { effect: 'Allow', actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [`<${logGroupId}.Arn>`] },
    ]);
  });

  it('uses no managed policy and no wildcard action or resource', () => {
    const role = resourceById(template, roleIdOf(family)).Properties;
    expect(role.ManagedPolicyArns).toBeUndefined();
    for (const s of statements) {
      expect(s.resources).not.toContain('*');
      for (const a of s.actions) expect(a).not.toMatch(/\*/);
    }
  });

  it('reaches exactly its own tables, with exactly its access level', () => {
    const expected = new Map<string, string[]>();
    for (const [table, actions] of Object.entries(spec.tables) as [TableName, readonly string[]][]) {
      const arns = queriesIndexes(actions) ? tableArns(table) : tableArns(table).slice(0, 1);
      for (const arn of arns) expected.set(arn, [...actions].sort());
    }
    const actual = new Map([...grants].filter(([r]) => tableIds.some((id) => r.startsWith(`<${id}.`))));
    expect(actual).toEqual(expected);
  });

  it('reaches only its prefixes of the resume bucket, with only its object actions', () => {
    const expected = new Map<string, string[]>();
    for (const g of spec.bucket) {
      const key = `${BUCKET_ARN}/${RESUME_PREFIX[g.prefix]}*`;
      expected.set(key, [...(expected.get(key) ?? []), ...g.actions].sort());
    }
    // Reading objects comes with ListBucket on the bucket itself, so a missing key answers 404.
    if (readsObjects(spec)) expected.set(BUCKET_ARN, ['s3:ListBucket']);
    // Erasure lists a resume's versions to delete each of them.
    if (spec.listsVersions) expected.set(BUCKET_ARN, [...(expected.get(BUCKET_ARN) ?? []), 's3:ListBucketVersions'].sort());
    const actual = new Map([...grants].filter(([r]) => r.includes(BUCKET_NAME)));
    expect(actual).toEqual(expected);
  });

  it('reaches only its prefixes of the media bucket, and the site bucket only to publish image variants', () => {
    const expected = new Map<string, string[]>();
    for (const g of spec.mediaBucket ?? []) expected.set(`${MEDIA_BUCKET_ARN}/${MEDIA_PREFIX[g.prefix]}*`, [...g.actions].sort());
    if (spec.mediaBucket?.some((g) => g.actions.includes('s3:GetObject'))) expected.set(MEDIA_BUCKET_ARN, ['s3:ListBucket']);
    expect(new Map([...grants].filter(([r]) => r.includes(MEDIA_BUCKET_NAME)))).toEqual(expected);
    expect(env.MEDIA_BUCKET === undefined ? undefined : describeValue(env.MEDIA_BUCKET)).toEqual(
      spec.mediaBucket?.length ? MEDIA_BUCKET_NAME : undefined,
    );
    const site = [...grants].filter(([r]) => r.includes('SiteBucket'));
    expect(site).toEqual(spec.publishesMedia ? [['<SiteBucket.Arn>/media/images/*', ['s3:PutObject']]] : []);
    expect(env.SITE_BUCKET === undefined ? undefined : describeValue(env.SITE_BUCKET)).toEqual(
      spec.publishesMedia ? '<SiteBucket>' : undefined,
    );
  });

  it('reads the Gemini secret only if it parses resumes', () => {
    const secretGrants = [...grants].filter(([r]) => r.includes(SECRET));
    if (spec.geminiSecret) {
      expect(secretGrants).toEqual([[`<${SECRET}>`, ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']]]);
    } else {
      expect(secretGrants).toEqual([]);
    }
  });

  it('is told only the names it needs', () => {
    const expectedTables = Object.keys(spec.tables)
      .map((t) => tableEnvVar(t as TableName))
      .sort();
    expect(
      Object.keys(env)
        .filter((k) => k.startsWith('TABLE_'))
        .sort(),
    ).toEqual(expectedTables);
    for (const t of Object.keys(spec.tables) as TableName[]) {
      expect(env[tableEnvVar(t)]).toEqual({ Ref: TABLES[t].logicalId });
    }
    expect(env.RESUME_BUCKET === undefined ? undefined : describeValue(env.RESUME_BUCKET)).toEqual(
      spec.bucket.length > 0 ? BUCKET_NAME : undefined,
    );
    expect(env.GEMINI_SECRET_ARN).toEqual(spec.geminiSecret ? { Ref: SECRET } : undefined);
    expect(env.POWERTOOLS_SERVICE_NAME).toBe(`nimbus-crest-${family}`);
    expect(env.LOG_LEVEL).toBe(config.logLevel);
    expect(env.NODE_OPTIONS).toBeUndefined();
  });

  it("has the stage's Powertools metrics switches, and Lambda's own tracing as the stage says", () => {
    expect(env.POWERTOOLS_METRICS_NAMESPACE).toBe('NimbusCrest/dev');
    expect(env.POWERTOOLS_METRICS_DISABLED).toBe(String(!config.observability.metrics));
    // No X-Ray SDK in the bundles: active tracing records each invocation's segment.
    expect(env.POWERTOOLS_TRACE_ENABLED).toBeUndefined();
    expect(fn.TracingConfig).toEqual(config.observability.tracing ? { Mode: 'Active' } : undefined);
  });
});

describe('least privilege across functions', () => {
  it('grants each function exactly the table actions its handler uses (written out, not read from the spec)', () => {
    const actionsOf = (family: HandlerFamily) =>
      Object.fromEntries(
        Object.values(TABLES).flatMap((t) => {
          const actions = grantsOf(family).get(`<${t.logicalId}.Arn>`);
          return actions ? [[t.logicalId, actions.map((a) => a.replace('dynamodb:', '')).join(' ')] as const] : [];
        }),
      );
    const counter = { RateCountersTable: 'UpdateItem' };
    expect(Object.fromEntries(HANDLER_FAMILIES.map((f) => [f, actionsOf(f)]))).toEqual({
      jobs: {
        JobsTable: 'BatchGetItem DeleteItem GetItem PutItem Query UpdateItem',
        JobFiltersTable: 'BatchWriteItem Query',
        AuditTable: 'PutItem',
        RevisionsTable: 'BatchWriteItem GetItem PutItem Query',
      },
      blogs: {
        PostsTable: 'DeleteItem GetItem PutItem Query UpdateItem',
        AuditTable: 'PutItem',
        RevisionsTable: 'BatchWriteItem GetItem PutItem Query',
      },
      applications: {
        ApplicationsTable: 'GetItem PutItem',
        JobsTable: 'GetItem',
        ApplicationIndexTable: 'BatchWriteItem',
        MailOutboxTable: 'GetItem PutItem UpdateItem',
        ...counter,
      },
      candidates: {
        ApplicationsTable: 'BatchGetItem DeleteItem GetItem Query UpdateItem',
        ApplicationIndexTable: 'BatchWriteItem Query',
        MailOutboxTable: 'GetItem PutItem Query UpdateItem',
        AuditTable: 'PutItem Query',
      },
      uploads: { ...counter },
      // Staff read a stored resume's text (auditing the view).
      parse: { ApplicationsTable: 'GetItem', AuditTable: 'PutItem', ...counter },
      contact: { MessagesTable: 'GetItem PutItem Query UpdateItem', ...counter },
      subscribers: {
        SubscribersTable: 'GetItem PutItem Query UpdateItem',
        MailOutboxTable: 'GetItem PutItem UpdateItem',
        AuditTable: 'PutItem',
        ...counter,
      },
      staff: { AuditTable: 'PutItem' },
      media: {},
    });
  });

  it('gives each table to the families listed for it and no other', () => {
    for (const table of Object.keys(TABLES) as TableName[]) {
      const users = HANDLER_FAMILIES.filter((f) =>
        [...grantsOf(f).keys()].some((r) => r.startsWith(`<${TABLES[table].logicalId}.`)),
      );
      expect(users).toEqual(HANDLER_FAMILIES.filter((f) => table in FUNCTION_SPECS[f].tables));
    }
  });

  it('lets only the staff reads (candidates, and parse for a resume as text) read stored resumes and only uploads write new ones', () => {
    const can = (action: string, prefix: string) =>
      HANDLER_FAMILIES.filter((f) => grantsOf(f).get(`${BUCKET_ARN}/${prefix}*`)?.includes(action));
    expect(can('s3:GetObject', 'resumes/')).toEqual(['candidates', 'parse']);
    expect(can('s3:PutObject', 'resumes/')).toEqual(['applications']);
    expect(can('s3:PutObject', 'incoming/')).toEqual(['uploads']);
    expect(can('s3:DeleteObject', 'incoming/')).toEqual(['applications']);
    // Only erasure (a staff action) deletes stored resumes (and their versions).
    expect(can('s3:DeleteObject', 'resumes/')).toEqual(['candidates']);
    expect(can('s3:DeleteObjectVersion', 'resumes/')).toEqual(['candidates']);
    const listers = HANDLER_FAMILIES.filter((f) => grantsOf(f).get(BUCKET_ARN)?.includes('s3:ListBucket'));
    expect(listers).toEqual(['applications', 'candidates', 'parse']);
  });

  it('lets only the media function touch the media bucket: sign and read uploads, keep originals, publish variants', () => {
    const can = (action: string, resource: string) => HANDLER_FAMILIES.filter((f) => grantsOf(f).get(resource)?.includes(action));
    expect(grantsOf('media').get(`${MEDIA_BUCKET_ARN}/incoming/*`)).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    expect(grantsOf('media').get(`${MEDIA_BUCKET_ARN}/originals/*`)).toEqual(['s3:PutObject']);
    for (const action of ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'])
      expect(can(action, `${MEDIA_BUCKET_ARN}/incoming/*`)).toEqual(['media']);
    // Nobody reads or deletes originals through the API; variants are written, never read back.
    expect(can('s3:GetObject', `${MEDIA_BUCKET_ARN}/originals/*`)).toEqual([]);
    expect(can('s3:PutObject', '<SiteBucket.Arn>/media/images/*')).toEqual(['media']);
    expect(FUNCTION_SPECS.media).toMatchObject({ images: true, memoryMb: 1536, timeoutSeconds: 28 });
  });

  it('gives the newsletter function its table (sign-up, confirm, unsubscribe, staff list) and the signing key, nothing else', () => {
    expect(grantsOf('subscribers').get('<SubscribersTable.Arn>')).toEqual([
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    for (const family of HANDLER_FAMILIES) {
      const reads = grantsOf(family).get('<NewsletterSigningKey>');
      expect([family, reads]).toEqual([
        family,
        family === 'subscribers' ? ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'] : undefined,
      ]);
    }
  });

  it('lets every function read the origin-verify secret, whose value CloudFront sends to the API', () => {
    for (const family of HANDLER_FAMILIES) {
      expect(grantsOf(family).get('<OriginVerifySecret>')).toEqual([
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
      ]);
      const env = (resourceById(template, idOf(fnOf(family))).Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(env.ORIGIN_SECRET_ARN).toEqual({ Ref: 'OriginVerifySecret' });
      expect(JSON.parse(String(env.RATE_LIMITS))).toEqual(config.rateLimits);
    }
    const distribution = resourcesOfType(template, 'AWS::CloudFront::Distribution')[0]![1].Properties as {
      DistributionConfig: {
        Origins: { CustomOriginConfig?: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
      };
    };
    const apiOrigin = distribution.DistributionConfig.Origins.find((o) => o.CustomOriginConfig)!;
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      { HeaderName: 'x-origin-verify', HeaderValue: expect.objectContaining({ 'Fn::Join': expect.any(Array) }) },
    ]);
    expect(JSON.stringify(apiOrigin.OriginCustomHeaders)).toContain('resolve:secretsmanager');
  });

  it('verifies optional tokens only in the jobs and blogs functions (staff see closed jobs and drafts)', () => {
    const withPool = resourcesOfType(template, 'AWS::Lambda::Function')
      .filter(
        ([, f]) =>
          (f.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.USER_POOL_CLIENT_ID,
      )
      .map(([id]) => id);
    expect(withPool.sort()).toEqual([idOf(fnOf('jobs')), idOf(fnOf('blogs'))].sort());
    const env = (resourceById(template, idOf(fnOf('jobs'))).Properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(env.USER_POOL_ID).toEqual({ Ref: 'UserPool' });
    expect(env.USER_POOL_CLIENT_ID).toEqual({ Ref: idOf(stack.auth.spaClient) });
  });
});

describe('staff management (the staff function and the user pool)', () => {
  const poolArn = '<UserPool.Arn>';
  const poolStatements = (roleId: string) =>
    statementsOfRole(template, roleId).filter((s) => s.actions.some((a) => a.startsWith('cognito-idp:')));

  it('may list accounts and group members and change group membership, on that one pool only', () => {
    expect(poolStatements(roleIdOf('staff'))).toEqual([
      {
        effect: 'Allow',
        actions: [
          'cognito-idp:AdminAddUserToGroup',
          'cognito-idp:AdminListGroupsForUser',
          'cognito-idp:AdminRemoveUserFromGroup',
          'cognito-idp:ListUsers',
          'cognito-idp:ListUsersInGroup',
        ],
        resources: [poolArn],
      },
    ]);
    const env = (resourceById(template, idOf(fnOf('staff'))).Properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(env.USER_POOL_ID).toEqual({ Ref: 'UserPool' });
  });

  it('is the only function, scheduled ones included, with any user pool action', () => {
    const roles = resourcesOfType(template, 'AWS::IAM::Role').map(([id]) => id);
    const withPool = roles.filter((id) => poolStatements(id).length > 0);
    expect(withPool).toEqual([roleIdOf('staff')]);
  });
});

describe('post scheduler (publish-due)', () => {
  const fn = stage.stateless.scheduled.functions['publish-due'];
  const roleId = idOf(fn.role as never);

  it('runs every minute through EventBridge Scheduler', () => {
    const fnArn = `<${idOf(fn)}.Arn>`;
    const schedules = resourcesOfType(template, 'AWS::Scheduler::Schedule').filter(
      ([, s]) => describeValue((s.Properties.Target as { Arn: unknown }).Arn) === fnArn,
    );
    expect(schedules.map(([, s]) => s.Properties.ScheduleExpression)).toEqual(['rate(1 minute)']);
  });

  it('may only Query and update posts, and add audit entries', () => {
    const dynamo = statementsOfRole(template, roleId).filter((s) => s.actions.some((a) => a.startsWith('dynamodb:')));
    const onPosts = dynamo.filter((s) => s.resources.includes(tableArns('posts')[0]!));
    expect(onPosts.flatMap((s) => s.actions).sort()).toEqual(['dynamodb:Query', 'dynamodb:UpdateItem']);
    expect(new Set(onPosts.flatMap((s) => s.resources))).toEqual(new Set(tableArns('posts')));
    const rest = dynamo.filter((s) => !onPosts.includes(s));
    expect(rest.flatMap((s) => s.actions)).toEqual(['dynamodb:PutItem']);
    expect(rest.flatMap((s) => s.resources)).toEqual([`<${TABLES.audit.logicalId}.Arn>`]);
  });
});
