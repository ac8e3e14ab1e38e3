// Social login providers exist only when their client ids are configured; the rest of the
// configuration surface that changes what is deployed (web build, custom domain, a production
// stage and what it requires) is checked here too.
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs } from '../../shared/jobs.js';
import { routeList } from '../../shared/routes/index.js';
import { buildTalentia } from '../../infra/aws/app.js';
import { PROD_REQUIRED, readConfig } from '../../infra/aws/config.js';
import { MailStack } from '../../infra/aws/stacks/mail-stack.js';
import { recordWebHash } from '../../infra/aws/web-build.js';
import {
  acknowledgements,
  CONTEXTO_PROD,
  fakeWebDist,
  functionStatements,
  talentiaFunctions,
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

/**
 * One app per configuration: the same context and environment build the same app, and the tests only
 * read it (templates, cdk-nag, its context), so a variant asked for again is the one already built
 * and synthesised (four tests read the default one, ≈ 4 s each to build and synthesise again;
 * docs/performance.md, "the CDK test layer").
 */
const apps = new Map<string, ReturnType<typeof buildTalentia>>();

function build(context: Record<string, unknown>, env: Record<string, string> = {}, pequena = false) {
  const clave = JSON.stringify([context, env, pequena]);
  const hecha = apps.get(clave);
  if (hecha) return hecha;
  // Schema validation runs on the default app in stacks.test.ts; these variants skip it (~5 s each).
  const t = buildTalentia({
    functionsRoot,
    context: testContext({ bundleDir: pequena ? bundleDirPequena : bundleDir, ...context }),
    env,
    cfnValidation: false,
    outdir: tempDir('cdk-out'),
    ...(pequena ? { routes: FILAS_PEQUENAS } : {}),
  });
  apps.set(clave, t);
  return t;
}

/**
 * The app with one route family (sistema) instead of all of them, for a test that reads one stack's
 * template (Auth, Web or Monitoring) that no route row changes: its build and synthesis take ≈ 0.6 s
 * instead of ≈ 2.5 s. Its bundles are of other entries, so they have a folder of their own.
 */
const FILAS_PEQUENAS = routeList.filter((r) => r.family === 'sistema');
const bundleDirPequena = testContext().bundleDir;
const buildPequena = (context: Record<string, unknown>, env: Record<string, string> = {}) => build(context, env, true);

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
      // Without email_verified Cognito marks the email unverified and the API refuses the sign-in.
      AttributeMapping: { email: 'email', email_verified: 'email_verified', name: 'name' },
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
      // Entra ID has no email_verified claim: its optional xms_edov claim is mapped to it.
      AttributeMapping: { email: 'email', email_verified: 'xms_edov', name: 'name' },
    });
    const client = Object.values(resources(tp, 'AWS::Cognito::UserPoolClient'))[0];
    expect(client.Properties.SupportedIdentityProviders).toEqual(['COGNITO', 'Google', 'Microsoft']);
    // Cognito writes every mapped attribute at each federated sign-in and refuses the sign-in when
    // the client may not write one: every attribute any provider maps is writable, nothing else is.
    const mapped = new Set(
      Object.values(resources(tp, 'AWS::Cognito::UserPoolIdentityProvider')).flatMap((p) => Object.keys(p.Properties.AttributeMapping)),
    );
    expect([...mapped].sort()).toEqual(['email', 'email_verified', 'name']);
    expect([...client.Properties.WriteAttributes].sort()).toEqual([...mapped].sort());
    // The client is created after the providers it names.
    expect((tp.toJSON().Resources[Object.keys(resources(tp, 'AWS::Cognito::UserPoolClient'))[0]] as any).DependsOn).toHaveLength(2);
    expect(unacknowledgedNagFindings(t.app)).toEqual([]);
  });

  it('Microsoft needs one tenant: missing, or a shared authority (common/organizations/consumers), is refused at synth naming the key', () => {
    const base = { stage: 'dev', microsoftClientId: '00000000-1111-2222-3333-444444444444' };
    expect(() => readConfig(ctx(base))).toThrow(/Context "microsoftTenantId" is required with "microsoftClientId"/);
    for (const shared of ['common', 'organizations', 'Consumers'])
      expect(() => readConfig(ctx({ ...base, microsoftTenantId: shared }))).toThrow(
        new RegExp(`Context "microsoftTenantId" cannot be "${shared}"`),
      );
    expect(() => readConfig(ctx({ ...base, microsoftTenantId: 'no es un tenant' }))).toThrow(/must be a tenant id \(GUID\) or a domain/);
    const guid = readConfig(ctx({ ...base, microsoftTenantId: '72F988BF-86F1-41AF-91AB-2D7CD011DB47' }));
    expect(guid.microsoft).toMatchObject({ tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47', emailVerifiedClaim: 'xms_edov' });
    const own = readConfig(ctx({ ...base, microsoftTenantId: 'contoso.com', microsoftEmailVerifiedClaim: 'email_verified' }));
    expect(own.microsoft).toMatchObject({ tenantId: 'contoso.com', emailVerifiedClaim: 'email_verified' });
    // Without Microsoft, no tenant is asked for.
    expect(readConfig(ctx({ stage: 'dev' })).microsoft).toBeUndefined();
  });

  it('the environment variables are only a fallback to context', () => {
    const t = buildPequena({}, { GOOGLE_CLIENT_ID: 'from-env' });
    Template.fromStack(t.auth).resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 1);
    const off = buildPequena({ googleClientId: '' }, { GOOGLE_CLIENT_ID: 'from-env' });
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

  it("refuses a certificate outside us-east-1 (CloudFront's only region for certificates), a malformed one, or one without its domain", () => {
    const domain = { stage: 'dev', domainName: 'app.talentia.example' };
    expect(() => readConfig(ctx({ ...domain, certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc-1' }))).toThrow(
      /Context "certificateArn" is in eu-west-1: CloudFront uses certificates from us-east-1 only/,
    );
    expect(() => readConfig(ctx({ ...domain, certificateArn: 'abc' }))).toThrow(/Context "certificateArn" must be an ACM certificate ARN/);
    expect(() => readConfig(ctx({ stage: 'dev', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' }))).toThrow(
      /needs "domainName"/,
    );
    expect(readConfig(ctx({ ...domain, certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-1' })).certificateArn).toBe(
      'arn:aws:acm:us-east-1:123456789012:certificate/abc-1',
    );
  });

  it('originVerifyRotation: raising it changes the distribution (so CloudFormation resolves the origin secret into it again)', () => {
    const comment = (t: ReturnType<typeof build>) =>
      Object.values(resources(Template.fromStack(t.web), 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig.Comment;
    expect(comment(build({}))).toBe('Talentia-dev-web');
    expect(comment(buildPequena({ originVerifyRotation: '2' }))).toBe('Talentia-dev-web, origin header 2');
    expect(() => readConfig(ctx({ stage: 'dev', originVerifyRotation: 'x' }))).toThrow(
      /Context "originVerifyRotation" must be a positive integer/,
    );
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
    const tp = Template.fromStack(buildPequena({ alarmEmail: 'guardia@talentia.example' }).monitoring);
    tp.resourceCountIs('AWS::SNS::Subscription', 1);
    tp.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'guardia@talentia.example' });
    expect(() => build({ alarmEmail: 'no-es-un-email' })).toThrow('Context "alarmEmail" must be an email address');
  });
});

/** A production synth uploads a current web build (D141): a fake one, stamped with the sources' hash. */
const webProd = fakeWebDist();
recordWebHash(webProd);

/** Everything a production stage needs (README's deploy command, docs/deploy.md). */
const PROD = { ...CONTEXTO_PROD, region: 'eu-west-1', webDist: webProd };
function ctx(c: Record<string, unknown>) {
  return { tryGetContext: (k: string) => c[k] } as never;
}

describe('a production stage (stage=prod)', () => {
  it('with every required key: synthesises, passes cdk-nag, and uses those values, never the development defaults', () => {
    const t = build(PROD);
    const stacks = [t.data, t.auth, t.mail, t.api, ...t.families.values(), t.jobs, t.web, t.monitoring];
    const tp = new Map(stacks.map((s) => [s, Template.fromStack(s)]));
    expect(unacknowledgedNagFindings(t.app)).toEqual([]);
    expect(staleNagAcknowledgements(t.app)).toEqual([]);
    expect(acknowledgements(t.app).filter((a) => a.id === 'AwsSolutions-APIG4')).toEqual([]);
    for (const s of stacks) expect(s.terminationProtection, s.stackName).toBe(true);
    // No development origin anywhere (the origin authorizer's inline code calls the secrets
    // extension on the function's own http://localhost:2773, which is no origin).
    const todo = JSON.stringify([...tp.values()].map((x) => x.toJSON()));
    expect(todo).not.toContain('https://localhost');
    expect(todo.replaceAll("'http://localhost:' + port", '')).not.toContain('localhost');
    // The web origin reaches CORS, the functions, the files bucket and the OAuth callback.
    tp.get(t.api)!.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: { AllowOrigins: ['https://app.talentia.example'] },
    });
    tp.get(t.auth)!.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: ['https://app.talentia.example/api/oauth/callback'],
    });
    const auth = tp.get(t.families.get('auth')!)!;
    for (const fn of Object.values(talentiaFunctions(auth))) {
      expect(fn.Properties.Environment.Variables).toMatchObject({
        WEB_ORIGIN: 'https://app.talentia.example',
        MAIL_FROM: 'no-reply@talentia.example',
        STAGE: 'prod',
      });
    }
    // Mail: the domain identity, and the senders may use its configuration set.
    tp.get(t.mail)!.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'talentia.example' });
    const [recuperar] = Object.entries(talentiaFunctions(auth)).find(([, f]) => f.Properties.Description === 'POST /api/auth/recuperar')!;
    const ses = functionStatements(auth, recuperar).find((st) => [st.Action].flat().includes('ses:SendEmail'))!;
    expect(JSON.stringify(ses.Resource)).toContain(':configuration-set/');
    // The deploy seeds the platform with that superadmin.
    expect(Object.values(resources(tp.get(t.jobs)!, 'Custom::TalentiaSembrado'))[0]!.Properties.SuperadminEmail).toBe(
      'direccion@talentia.example',
    );
    // Alarms reach someone, including the one on emails not sent.
    const mon = tp.get(t.monitoring)!;
    mon.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'guardia@talentia.example' });
    mon.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Talentia-prod-mail-not-sent',
      Dimensions: [{ Name: 'Stage', Value: 'prod' }],
    });
  });

  it.each(PROD_REQUIRED.map((r) => r.key))('without %s: refuses to synthesise, naming the context key and how to pass it', (key) => {
    const { [key as keyof typeof PROD]: _, ...rest } = PROD;
    let message = '';
    try {
      build(rest);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain(`Context "${key}"`);
    expect(message).toContain(`-c ${key}=`);
    // Only the missing key is reported.
    for (const other of PROD_REQUIRED.filter((r) => r.key !== key)) expect(message).not.toContain(`Context "${other.key}"`);
  });

  it('lists every missing key at once', () => {
    expect(() => readConfig(ctx({ stage: 'prod' }))).toThrow(new RegExp(PROD_REQUIRED.map((r) => `Context "${r.key}"`).join('[\\s\\S]*')));
  });

  it('a custom domain stands for webOrigin; a domain already verified in SES for mailDomain', () => {
    const { webOrigin: _w, mailDomain: _m, ...rest } = PROD;
    const cfg = readConfig(
      ctx({
        ...rest,
        domainName: 'app.talentia.example',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        mailVerifiedDomain: 'talentia.example',
      }),
    );
    expect(cfg).toMatchObject({ webOrigin: 'https://app.talentia.example', mailDomain: undefined, mailVerifiedDomain: 'talentia.example' });
    // An existing identity is used, not created again (CreateEmailIdentity would fail on it).
    const mail = Template.fromStack(new MailStack(new App({ builtinCloudFormationValidation: false }), 'Mail', { config: cfg }));
    mail.resourceCountIs('AWS::SES::EmailIdentity', 0);
    mail.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  });

  it('refuses a sender outside the sending domain, both mail domains at once, or a malformed one', () => {
    expect(() => readConfig(ctx({ ...PROD, mailFrom: 'no-reply@otro.example' }))).toThrow(
      'Context "mailFrom" (no-reply@otro.example) must be an address of mailDomain "talentia.example"',
    );
    // A subdomain of the verified domain is covered.
    expect(readConfig(ctx({ ...PROD, mailFrom: 'no-reply@mail.talentia.example' })).mailFrom).toBe('no-reply@mail.talentia.example');
    expect(() => readConfig(ctx({ ...PROD, mailVerifiedDomain: 'talentia.example' }))).toThrow('exclude each other');
    expect(() => readConfig(ctx({ ...PROD, mailDomain: 'no es un dominio' }))).toThrow('Context "mailDomain" must be a domain name');
    expect(() => readConfig(ctx({ ...PROD, mailFrom: 'no-reply' }))).toThrow('Context "mailFrom" must be an email address');
  });

  it('other stages keep their development defaults', () => {
    expect(readConfig(ctx({ stage: 'dev' }))).toMatchObject({ webOrigin: 'https://localhost', mailFrom: 'no-reply@talentia.example' });
  });
});
