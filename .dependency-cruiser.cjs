/**
 * The floors (README "Floors"): each part imports only the floors below it, and nothing goes round in a circle.
 * `npm run lint` runs this; a violation fails the build. An exception is a rule here with its reason, never a baseline.
 *
 *   web/src ─────────────┐     infra (cloud, local) ──┬─────────────── handlers/registry.ts
 *                        │                            │ (local only) ─ http
 *                        ▼                            ▼
 *   handlers → http → adapters → domain, resume → contract
 */
const ours = '^(lambdas|infra|web|bin|bench|test)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle makes two modules one: neither can change, be tested or be understood without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-is-bottom',
      comment:
        'The contract (schemas, routes, limits, tables, storage prefixes, auth policy, brand) is shared by infra, the handlers ' +
        'and the browser bundle, so it must import nothing of ours and no runtime-specific library.',
      severity: 'error',
      from: { path: '^lambdas/contract/' },
      to: { path: ours, pathNot: '^lambdas/contract/' },
    },
    {
      name: 'contract-no-runtime-libraries',
      comment: 'The contract runs in the browser, in Lambda and in CDK: no SDK, no middleware, no React, no CDK.',
      severity: 'error',
      from: { path: '^lambdas/contract/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev'],
        path: 'node_modules/(@aws-sdk|@middy|@aws-lambda-powertools|aws-cdk-lib|constructs|react|react-dom|aws-amplify)/',
      },
    },
    {
      name: 'domain-and-resume-are-pure',
      comment:
        'Domain rules and the resume parser are pure logic: they import only the contract (and their own folder), so they ' +
        'can be tested without AWS and reused by any adapter. I/O and the logger are injected by adapters.',
      severity: 'error',
      from: { path: '^lambdas/(domain|resume)/' },
      to: { path: ours, pathNot: ['^lambdas/contract/', '^lambdas/$1/'] },
    },
    {
      name: 'resume-text-below-fields',
      comment:
        'Inside the resume parser, text/ (bytes to lines in reading order, OCR) is the floor under fields/ (name, ' +
        'contacts, places, sections read from those lines): fields read text, never the other way. What both need ' +
        '(types.ts, limits.ts, headings.ts) sits in lambdas/resume itself.',
      severity: 'error',
      from: { path: '^lambdas/resume/text/' },
      to: { path: '^lambdas/resume/fields/' },
    },
    {
      name: 'migrations-are-pure',
      comment:
        'Data migrations (issue 20) are pure transformations of stored items, on the domain floor: they read the domain ' +
        'schemas and the contract, and the adapters run them against the tables.',
      severity: 'error',
      from: { path: '^lambdas/migrations/' },
      to: { path: ours, pathNot: ['^lambdas/(contract|domain|migrations)/'] },
    },
    {
      name: 'domain-and-resume-no-aws',
      comment: 'No AWS SDK, middleware or Powertools below the adapters.',
      severity: 'error',
      from: { path: '^lambdas/(domain|resume|migrations|contract)/' },
      to: { dependencyTypes: ['npm', 'npm-dev'], path: 'node_modules/(@aws-sdk|@middy|@aws-lambda-powertools)/' },
    },
    {
      name: 'adapters-not-up',
      comment:
        'Adapters (AWS clients, repositories, storage, mail, Gemini, logger) throw domain errors and never know about HTTP or handlers.',
      severity: 'error',
      from: { path: '^lambdas/adapters/' },
      to: { path: ours, pathNot: ['^lambdas/(contract|domain|resume|migrations|adapters)/'] },
    },
    {
      name: 'http-only-contract-domain-logger',
      comment:
        'The HTTP floor (middleware, auth, domain error kind to status) needs the contract and the domain errors; from the ' +
        'adapters only the logger, so that every handler logs the same way.',
      severity: 'error',
      from: { path: '^lambdas/http/' },
      to: { path: ours, pathNot: ['^lambdas/(contract|domain|http)/', '^lambdas/adapters/observability\\.ts$'] },
    },
    {
      name: 'handlers-only-lambdas',
      comment: 'Handlers are thin and may use every floor of lambdas, but nothing from infra or the web app.',
      severity: 'error',
      from: { path: '^lambdas/handlers/' },
      to: { path: ours, pathNot: '^lambdas/' },
    },
    {
      name: 'nothing-imports-handlers',
      comment:
        'Handlers are entry points. Only the registry (which infra uses to bundle and to run them locally) refers to them; ' +
        'tests may import them directly.',
      severity: 'error',
      from: { path: ours, pathNot: ['^lambdas/handlers/', '^test/'] },
      to: { path: '^lambdas/handlers/', pathNot: '^lambdas/handlers/registry\\.ts$' },
    },
    {
      name: 'infra-only-contract-and-registry',
      comment:
        'CDK and the local stack build the same system from the contract and the handler registry; they never reach into ' +
        "the handlers' internals or the web source (the web build is read from dist/).",
      severity: 'error',
      from: { path: '^(infra/cloud|infra/config|bin)/' },
      to: {
        path: '^(lambdas|web)/',
        pathNot: ['^lambdas/contract/', '^lambdas/handlers/registry\\.ts$'],
      },
    },
    {
      name: 'infra-local-contract-registry-http',
      comment:
        'The local gateway may also use lambdas/http, to authorize exactly as the cloud does (same verifier, same groups).',
      severity: 'error',
      from: { path: '^infra/local/' },
      to: {
        path: '^(lambdas|web)/',
        pathNot: ['^lambdas/contract/', '^lambdas/handlers/registry\\.ts$', '^lambdas/http/'],
      },
    },
    {
      name: 'lambdas-not-to-infra-or-web',
      comment: 'Lambdas run on their own in AWS: nothing of infra, bin or the web app is bundled into them.',
      severity: 'error',
      from: { path: '^lambdas/' },
      to: { path: '^(infra|web|bin|bench|test)/' },
    },
    {
      name: 'web-only-contract',
      comment: 'The browser bundle shares only the contract with the backend: no server code, no secrets, no SDK.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: ours, pathNot: ['^web/src/', '^lambdas/contract/'] },
    },
    {
      name: 'web-features-isolated',
      comment:
        'Web features do not import each other, so each can change or be removed alone; shared pieces live in ' +
        'web/src/components and web/src/lib, and web/src/app composes the features.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-not-to-features',
      comment: 'Shared web pieces (components, lib, content) are below the features and the app shell.',
      severity: 'error',
      from: { path: '^web/src/(components|lib|content)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-features-not-to-app',
      comment: 'The app shell composes the features; a feature never reaches back into it.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that cannot be resolved is a broken build waiting to happen.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|cdk\\.out|\\.local)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
