/**
 * Property-based fuzzing of every route in the contract, through the real handler of its family
 * (AWS clients mocked): generated bodies, queries, path ids and headers must never produce a 5xx,
 * every error body must match the contract's error schema, and a refused request writes nothing
 * to the product's tables or the bucket (the abuse-limit counter is the only write it may make).
 * Shared by the test (fixed seed, a few hundred cases) and the bench (bench/fuzz.ts, >= 1,000 per route).
 */
import fc from 'fast-check';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { CopyObjectCommand, DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { endpoints, errorBodySchema, routeIds, type RouteId } from '../../../lambdas/contract';
import { loadHandler } from '../../../lambdas/handlers/registry';
import { STAFF_CLAIMS, lambdaContext } from '../support/events';

export const ddb = mockClient(DynamoDBDocumentClient);
export const s3 = mockClient(S3Client);
export const cognito = mockClient(CognitoIdentityProviderClient);
/** Admin routes are fuzzed as an administrator (staff claims alone only reach their 403). */
const ADMIN_CLAIMS = { ...STAFF_CLAIMS, 'cognito:groups': '[staff admin]' };

/**
 * The mocked answers are set once; each case only forgets the calls before it. Setting them again
 * per case leaked about 126 KB a time (each `on()` adds a sinon fake that `reset()` keeps), which
 * ran the 1,000-cases-per-route bench out of heap.
 */
let answersSet = false;
export function resetMocks() {
  if (!answersSet) {
    cognito.on(ListUsersCommand).resolves({ Users: [] });
    cognito.on(ListUsersInGroupCommand).resolves({ Users: [] });
    cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [] });
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    ddb.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
    ddb.on(DeleteCommand).resolves({});
    s3.on(HeadObjectCommand).rejects(
      Object.assign(new Error('NotFound'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } }),
    );
    answersSet = true;
  }
  ddb.resetHistory();
  s3.resetHistory();
  cognito.resetHistory();
}

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '\u200B', '\u0000', '\uD800', 'x'.repeat(3000)),
);
const jsonValue = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }));
const bodyFor = (id: RouteId) => {
  const keys = [
    'name',
    'email',
    'phone',
    'message',
    'title',
    'location',
    'description',
    'requirements',
    'content',
    'author',
    'key',
    'fileName',
    'fileType',
    'fileSize',
    'jobId',
    'jobTitle',
    'resumeUrl',
    'active',
    'website',
    'filledInMs',
    'subject',
    'company',
    'externalUrl',
    'imageUrl',
    'employmentType',
  ];
  void id;
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...keys), jsonValue, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
    fc.string({ maxLength: 200 }),
    fc.constantFrom('', 'null', '[]', '{', '"x"', '{"__proto__":{"x":1}}'),
  );
};

export interface FuzzCase {
  id: RouteId;
  pathId: string;
  query: Record<string, string>;
  body: string | null;
  contentType: string | undefined;
  staff: boolean;
}

export const caseFor = (id: RouteId): fc.Arbitrary<FuzzCase> =>
  fc.record({
    id: fc.constant(id),
    pathId: fc.oneof(fc.uuid(), text),
    query: fc.dictionary(fc.constantFrom('limit', 'cursor', 'jobId', 'x'), text, { maxKeys: 3 }),
    body: fc.option(bodyFor(id), { nil: null }),
    contentType: fc.option(
      fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8', 'multipart/form-data'),
      { nil: undefined },
    ),
    staff: fc.boolean(),
  });

function eventOf(c: FuzzCase): APIGatewayProxyEvent {
  const route = endpoints[c.id];
  const params = route.path.includes('{id}') ? { id: c.pathId } : null;
  return {
    resource: route.path,
    path: route.path,
    httpMethod: route.method,
    headers: { ...(c.contentType ? { 'Content-Type': c.contentType } : {}), 'X-Fuzz': c.pathId.slice(0, 50) },
    multiValueHeaders: {},
    queryStringParameters: Object.keys(c.query).length ? c.query : null,
    multiValueQueryStringParameters: null,
    pathParameters: params,
    stageVariables: null,
    body: c.body,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'fuzz',
      identity: { sourceIp: '203.0.113.9' },
      ...(c.staff ? { authorizer: { claims: route.access === 'admin' ? ADMIN_CLAIMS : STAFF_CLAIMS } } : {}),
    },
  } as unknown as APIGatewayProxyEvent;
}

/** One case: the answer's status, and whether it broke a property (a message saying which). */
export async function runCase(c: FuzzCase): Promise<{ status: number; problem?: string }> {
  resetMocks();
  const handler = await loadHandler(endpoints[c.id].family);
  const res = await handler(eventOf(c), lambdaContext());
  if (res.statusCode >= 500) return { status: res.statusCode, problem: `${c.id} answered ${res.statusCode}: ${res.body}` };
  if (res.statusCode >= 400) {
    const parsed = errorBodySchema.safeParse(JSON.parse(res.body));
    if (!parsed.success) return { status: res.statusCode, problem: `${c.id} error body off-contract: ${res.body}` };
    const wrote =
      ddb.commandCalls(PutCommand).length > 0 ||
      ddb.commandCalls(DeleteCommand).length > 0 ||
      ddb.commandCalls(UpdateCommand).some((call) => !String(call.args[0].input.TableName).includes('rate')) ||
      s3.commandCalls(PutObjectCommand).length +
        s3.commandCalls(CopyObjectCommand).length +
        s3.commandCalls(DeleteObjectCommand).length +
        cognito.commandCalls(AdminAddUserToGroupCommand).length +
        cognito.commandCalls(AdminRemoveUserFromGroupCommand).length >
        0;
    if (wrote) return { status: res.statusCode, problem: `${c.id} refused (${res.statusCode}) but wrote something` };
  }
  return { status: res.statusCode };
}

export const ROUTES = routeIds;
