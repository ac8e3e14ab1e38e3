// Social login providers exist only when their client ids are configured; the rest of the
// configuration surface that changes what is deployed (web build, custom domain) is checked here too.
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs } from '../../shared/jobs.js';
import { routeList } from '../../shared/routes/index.js';
import { buildTalentia } from '../../infra/aws/app.js';
import { readConfig } from '../../infra/aws/config.js';
import {
  removeTempDirs,
  tempDir,
  resources,
  staleNagAcknowledgements,
  stubFunctionsRoot,
  testContext,
  unacknowledgedNagFindings,
} from './helpers.js';

const functionsRoot = stubFunctionsRoot(routeList, jobs);
const bundleDir = testContext().bundleDir; // one bundle folder: every variant reuses the first esbuild run
afterAll(removeTempDirs);

function build(context: Record<string, unknown>, env: Record<string, string> = {}) {
  // Schema validation runs on the default app in stacks.test.ts; these variants skip it (~5 s each).
  return buildTalentia({
    functionsRoot,
    context: testContext({ bundleDir, ...context }),
    env,
    cfnValidation: false,
    outdir: tempDir('cdk-out'),
  });
}

describe('identity providers', () => {
  it('none without googleClientId / microsoftClientId', () => {
    const t = build({});
    const tp = Template.fromStack(t.auth);
    tp.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    tp.hasResourceProperties('AWS::Cognito::UserPoolClient', { SupportedIdentityProviders: ['COGNITO'] });
    const env = Object.values(resources(Template.fromStack(t.families.get('sistema')!), 'AWS::Lambda::Function'))[0].Properties.Environment
      .Variables;
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(env.MICROSOFT_CLIENT_ID).toBeUndefined();
  });

  it('Google and Microsoft (OIDC) when their client ids are set, secrets by Secrets Manager reference', () => {
    const t = build({
      googleClientId: 'google-id.apps.googleusercontent.com',
      googleClientSecretName: 'talentia/dev/google',
      microsoftClientId: '00000000-1111-2222-3333-444444444444',
      microsoftTenantId: 'contoso.onmicrosoft.com',
    });
    const tp = Template.fromStack(t.auth);
    tp.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 2);
    tp.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: 'google-id.apps.googleusercontent.com',
        client_secret: '{{resolve:secretsmanager:talentia/dev/google:SecretString:::}}',
        authorize_scopes: 'openid email profile',
      },
      AttributeMapping: { email: 'email', name: 'name' },
    });
    tp.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Microsoft',
      ProviderType: 'OIDC',
      ProviderDetails: {
        client_id: '00000000-1111-2222-3333-444444444444',
        client_secret: '{{resolve:secretsmanager:talentia/dev/microsoft-client-secret:SecretString:::}}',
        oidc_issuer: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
        authorize_scopes: 'openid email profile',
      },
      AttributeMapping: { email: 'email', name: 'name' },
    });
    const client = Object.values(resources(tp, 'AWS::Cognito::UserPoolClient'))[0];
    expect(client.Properties.SupportedIdentityProviders).toEqual(['COGNITO', 'Google', 'Microsoft']);
    // The client is created after the providers it names.
    expect((tp.toJSON().Resources[Object.keys(resources(tp, 'AWS::Cognito::UserPoolClient'))[0]] as any).DependsOn).toHaveLength(2);
    expect(unacknowledgedNagFindings(t.app)).toEqual([]);
  });

  it('the environment variables are only a fallback to context', () => {
    const t = build({}, { GOOGLE_CLIENT_ID: 'from-env' });
    Template.fromStack(t.auth).resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 1);
    const off = build({ googleClientId: '' }, { GOOGLE_CLIENT_ID: 'from-env' });
    Template.fromStack(off.auth).resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });
});

describe('configuration', () => {
  it('no web upload without a web build, no SES identity without mailDomain', () => {
    const t = build({});
    Template.fromStack(t.web).resourceCountIs('Custom::CDKBucketDeployment', 0);
    Template.fromStack(t.mail).resourceCountIs('AWS::SES::EmailIdentity', 0);
    Template.fromStack(t.mail).resourceCountIs('AWS::SES::ConfigurationSet', 1);
  });

  it('a custom domain brings its certificate and the TLS 1.2 minimum', () => {
    const t = build({
      domainName: 'app.talentia.example',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
    Template.fromStack(t.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['app.talentia.example'],
        ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      },
    });
    // The web origin follows the domain, and so does the OAuth callback.
    Template.fromStack(t.auth).hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: ['https://app.talentia.example/api/oauth/callback'],
    });
    expect(unacknowledgedNagFindings(t.app)).toEqual([]);
  });

  it('cognitoPlus=false: Essentials plan, with the Plus-tier finding acknowledged', () => {
    const t = build({ cognitoPlus: 'false' });
    const tp = Template.fromStack(t.auth);
    tp.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'ESSENTIALS' });
    expect(JSON.stringify(tp.toJSON())).not.toContain('ENFORCED');
    expect(unacknowledgedNagFindings(t.app)).toEqual([]);
    expect(staleNagAcknowledgements(t.app)).toEqual([]);
  });

  it('refuses a wildcard or malformed web origin', () => {
    const t = build({});
    expect(() => readConfig(withContext(t.app, { webOrigin: '*' }))).toThrow(/webOrigin/);
    expect(() => readConfig(withContext(t.app, { webOrigin: 'https://a.example/path' }))).toThrow(/webOrigin/);
  });
});

function withContext(app: { node: { tryGetContext(k: string): unknown } }, ctx: Record<string, unknown>) {
  return { tryGetContext: (k: string) => (k in ctx ? ctx[k] : app.node.tryGetContext(k)) } as never;
}

describe('alarm email', () => {
  it('alarmEmail subscribes that address to the alarm topic; a malformed one is refused', () => {
    const tp = Template.fromStack(build({ alarmEmail: 'guardia@talentia.example' }).monitoring);
    tp.resourceCountIs('AWS::SNS::Subscription', 1);
    tp.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'guardia@talentia.example' });
    expect(() => build({ alarmEmail: 'no-es-un-email' })).toThrow('Context "alarmEmail" must be an email address');
  });
});
