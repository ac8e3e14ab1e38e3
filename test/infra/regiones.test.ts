// Every region docs/deploy.md lists as tested synthesises with CDK's built-in CloudFormation
// validation on, as `cdk synth` and `cdk deploy` run it by default (D166). The validation is
// offline: aws-cdk-lib's CloudFormationValidatePlugin runs @aws/cloudformation-validate (a WASM
// build of the resource schemas per region), whose rule F3006 refuses a resource type that does not
// exist in the stack's region. A stack pinned to eu-south-2 with SES's configuration set failed it.
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTalentia } from '../../infra/aws/app.js';
import { defaultMailRegion, MAIL_REGION_FOR, readConfig, REGIONS_WITHOUT_SES_RESOURCES, REPO_ROOT } from '../../infra/aws/config.js';
import { jobs } from '../../shared/jobs.js';
import { lambdaRoutes } from '../../shared/routes/index.js';
import { CONTEXTO_PROD, fakeWebDist, removeTempDirs, stubFunctionsRoot, tempDir, testContext } from './helpers.js';
import { recordWebHash } from '../../infra/aws/web-build.js';

afterAll(removeTempDirs);

/** The offline validator CDK's template validation runs (aws-cdk-lib's own dependency). */
const validador = createRequire(createRequire(import.meta.url).resolve('aws-cdk-lib'))('@aws/cloudformation-validate') as {
  SchemaValidator: new () => { validate(t: unknown, region: string): Array<{ ruleId: string }>; free(): void };
  TemplateContent: new (content: string) => unknown;
};
const TIPOS_SES = ['AWS::SES::ConfigurationSet', 'AWS::SES::ConfigurationSetEventDestination', 'AWS::SES::EmailIdentity'];
/** The regions of AWS's commercial partition the table was checked against. */
const REGIONES = (
  'us-east-1 us-east-2 us-west-1 us-west-2 af-south-1 ap-east-1 ap-east-2 ap-south-1 ap-south-2 ap-southeast-1 ap-southeast-2 ' +
  'ap-southeast-3 ap-southeast-4 ap-southeast-5 ap-southeast-7 ap-northeast-1 ap-northeast-2 ap-northeast-3 ca-central-1 ' +
  'ca-west-1 eu-central-1 eu-central-2 eu-west-1 eu-west-2 eu-west-3 eu-south-1 eu-south-2 eu-north-1 il-central-1 ' +
  'me-south-1 me-central-1 mx-central-1 sa-east-1'
).split(' ');

describe("the mail region (D166): where CloudFormation has SES's resources", () => {
  it('REGIONS_WITHOUT_SES_RESOURCES is what the validator knows: the regions where F3006 refuses the three SES types', () => {
    const v = new validador.SchemaValidator();
    try {
      const plantilla = JSON.stringify({
        Resources: Object.fromEntries(TIPOS_SES.map((tipo, i) => [`R${i}`, { Type: tipo, Properties: {} }])),
      });
      const sinSes = REGIONES.filter((r) => v.validate(new validador.TemplateContent(plantilla), r).some((d) => d.ruleId === 'F3006'));
      expect(sinSes.sort()).toEqual([...REGIONS_WITHOUT_SES_RESOURCES].sort());
    } finally {
      v.free();
    }
    for (const [desde, hacia] of Object.entries(MAIL_REGION_FOR)) {
      expect(REGIONS_WITHOUT_SES_RESOURCES, desde).toContain(desde);
      expect(REGIONS_WITHOUT_SES_RESOURCES, hacia).not.toContain(hacia);
    }
  });

  const config = (context: Record<string, string>) => readConfig(new App({ context }).node, {});
  it('is the deploy region where it has them, eu-west-1 for eu-south-2, context mailRegion when given; a region without them and no mapping is refused', () => {
    expect(defaultMailRegion('eu-west-1')).toBe('eu-west-1');
    expect(config({ region: 'eu-central-1' }).mailRegion).toBe('eu-central-1');
    expect(config({ region: 'eu-south-2' }).mailRegion).toBe('eu-west-1');
    expect(config({ region: 'eu-south-2', mailRegion: 'eu-west-3' }).mailRegion).toBe('eu-west-3');
    expect(config({}).mailRegion).toBeUndefined();
    expect(() => config({ region: 'mx-central-1' })).toThrow(/mx-central-1 has no SES configuration set.*-c mailRegion=/);
    expect(() => config({ region: 'eu-south-2', mailRegion: 'eu-south-2' })).toThrow(/mailRegion" is eu-south-2/);
    expect(() => config({ mailRegion: 'eu-west-1' })).toThrow(/"mailRegion" needs "region"/);
    expect(() => config({ region: 'eu-south-2', mailRegion: 'irlanda' })).toThrow(/AWS region code/);
  });
});

/** The regions docs/deploy.md ("Regions", **Tested**) names, in its words. */
function regionesDocumentadas(): string[] {
  const doc = fs.readFileSync(path.join(REPO_ROOT, 'docs/deploy.md'), 'utf8');
  const parrafo = doc.slice(doc.indexOf('**Tested**'), doc.indexOf('\n\n', doc.indexOf('**Tested**')));
  return [...new Set(parrafo.match(/\b[a-z]{2}-[a-z]+-\d\b/g) ?? [])];
}

/** The production context the README's deploy command passes, in a region. */
const prod = (region: string, webDist: string) => testContext({ ...CONTEXTO_PROD, region, waf: 'true', webDist });

describe('the regions the docs call tested, with CDK template validation on', () => {
  it('docs/deploy.md names eu-south-2 and eu-west-1 among them', () => {
    expect(regionesDocumentadas()).toEqual(expect.arrayContaining(['eu-south-2', 'eu-west-1']));
  });

  // One row per family: every stack and every resource type of the full app (a family stack repeats
  // the same seven per row), at a fraction of its synthesis time (launch.test.ts holds the full table).
  const filas = [...new Map(lambdaRoutes.map((r) => [r.family, r])).values()];
  const functionsRoot = stubFunctionsRoot(filas, jobs);
  for (const region of regionesDocumentadas()) {
    it(`a production app pinned to ${region} synthesises with validation on, with no finding`, () => {
      const webDist = fakeWebDist();
      recordWebHash(webDist);
      const outdir = tempDir('cdk-out');
      const t = buildTalentia({ functionsRoot, routes: filas, context: prod(region, webDist), env: {}, cfnValidation: true, outdir });
      expect([...t.families.keys()].sort()).toEqual([...new Set(lambdaRoutes.map((r) => r.family))].sort());
      expect(() => t.app.synth()).not.toThrow();
      // The report holds warnings too (a finding the flag did not turn into an error): none.
      const informe = path.join(outdir, 'validation-report.json');
      if (fs.existsSync(informe)) {
        const reports =
          (JSON.parse(fs.readFileSync(informe, 'utf8')) as { pluginReports?: Array<{ violations?: unknown[] }> }).pluginReports ?? [];
        expect(reports.flatMap((r) => r.violations ?? [])).toEqual([]);
      }
    }, 120_000);
  }
});
