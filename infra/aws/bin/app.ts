// Entry point of `cdk synth` / `cdk deploy` (cdk.json: "npx tsx infra/aws/bin/app.ts").
import { buildApp } from '../app.js';

buildApp().synth();
