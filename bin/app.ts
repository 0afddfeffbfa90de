/**
 * The CDK app. One stage per synth (`cdk synth -c stage=prod`, default dev), as stacks:
 * `NimbusCrest-<stage>` (data), `NimbusCrest-<stage>-app` (functions, API, site, alarms),
 * `NimbusCrest-<stage>-edge` (us-east-1: web ACL, certificate; where the stage needs it), and, with
 * `-c githubRepository=owner/name`, the account's `NimbusCrest-ci` (GitHub OIDC roles trusting
 * that repository). The web build must exist first (`npm run build:web`), or pass `-c webDir=...`.
 */
import { App } from 'aws-cdk-lib';
import { stageConfig } from '../infra/config/stages';
import { addProductStage } from '../infra/cloud/product-app';
import { requireWebBuild } from '../infra/cloud/web-build';
import { repoPath } from '../infra/cloud/paths';

const app = new App();
const config = stageConfig(app.node.tryGetContext('stage'));
const webDir = requireWebBuild((app.node.tryGetContext('webDir') as string | undefined) ?? repoPath('dist/web'));
const repository = app.node.tryGetContext('githubRepository') as string | undefined;

addProductStage(app, { config, webDir, account: process.env.CDK_DEFAULT_ACCOUNT, ...(repository ? { repository } : {}) });
app.synth();
