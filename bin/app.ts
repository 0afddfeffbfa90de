/**
 * The CDK app: one stack per stage. `cdk synth -c stage=prod` (default dev); the web build must
 * exist first (`npm run build:web`), or pass `-c webDir=...`.
 */
import { App } from 'aws-cdk-lib';
import { stageConfig } from '../infra/config/stages';
import { addProductStage } from '../infra/cloud/product-app';
import { requireWebBuild } from '../infra/cloud/web-build';
import { repoPath } from '../infra/cloud/paths';

const app = new App();
const config = stageConfig(app.node.tryGetContext('stage'));
const webDir = requireWebBuild((app.node.tryGetContext('webDir') as string | undefined) ?? repoPath('dist/web'));

addProductStage(app, { config, webDir, account: process.env.CDK_DEFAULT_ACCOUNT });
app.synth();
