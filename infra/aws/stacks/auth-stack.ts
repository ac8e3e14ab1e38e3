// Identity: the Cognito user pool (email sign-in, custom attributes rol/empresaId), the app client
// the API uses (USER_PASSWORD_AUTH + refresh, OAuth code flow for social login), the hosted-UI
// domain, and the Google / Microsoft providers when their client ids are configured.
import { CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { PASSWORD } from '../../../shared/constants.js';
import type { TalentiaConfig } from '../config.js';
import { acknowledge, cfn } from '../nag.js';

export interface AuthStackProps extends StackProps {
  config: TalentiaConfig;
}

export const MICROSOFT_PROVIDER_NAME = 'Microsoft';

/** Cognito's invitation message to the seeded superadmin ({username} and {####} are Cognito's). */
export const SUPERADMIN_INVITACION = {
  asunto: 'Tu acceso de superadministrador a Talentia',
  cuerpo: (webOrigin: string) =>
    `Hola:<br><br>Se ha creado tu cuenta de superadministrador de Talentia.<br><br>Usuario: {username}<br>Contraseña temporal: {####}<br><br>Entra en ${webOrigin}/login con estos datos; al entrar elegirás tu propia contraseña.`,
};

/**
 * The standard attributes the identity providers below map (email, email_verified, name): the app
 * client's writable attributes, and nothing else (no custom attribute, so never rol or empresaId).
 */
export const MAPPED_STANDARD_ATTRIBUTES: cognito.StandardAttributesMask = { email: true, emailVerified: true, fullname: true };

export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly domain: cognito.UserPoolDomain;
  /** `https://<prefix>.auth.<region>.amazoncognito.com` */
  readonly authDomainUrl: string;
  /** HMAC key of the OAuth state (functions with the oauth:state grant read it at run time; OAUTH_STATE_SECRET_ID names it). */
  readonly oauthStateSecret: secretsmanager.Secret;
  /**
   * Seals the refresh cookie (AES-256-GCM key derived from it). Functions with the session:cookie
   * grant read it at run time (SESSION_SECRET_ID names it); its value is in no template or environment.
   */
  readonly sessionCookieSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // An address change takes effect only once the new address is verified.
      keepOriginal: { email: true },
      selfSignUpEnabled: false,
      standardAttributes: { email: { required: true, mutable: true }, fullname: { required: false, mutable: true } },
      customAttributes: {
        rol: new cognito.StringAttribute({ mutable: true }),
        empresaId: new cognito.StringAttribute({ mutable: true }),
      },
      // The app's one policy (shared/password-politica.ts): the spec's 8 characters, no composition
      // rules, plus a blocklist and a no-name rule the API checks before Cognito. The pool asks for
      // the same length and nothing more, so a password the app accepts is never refused here
      // (AdminSetUserPassword), and the pool accepts nothing the app would call too short.
      passwordPolicy: {
        minLength: PASSWORD.minLength,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      // Optional TOTP (software token) MFA, no SMS (D155): the API requires it of the superadmin and of
      // the admins of a company that asks for it, enrolled at first sign-in (AssociateSoftwareToken).
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Only the deploy's seed makes Cognito send this (the first superadmin, functions/jobs/
      // sembrar-plataforma.ts); every other account is created without a Cognito message and gets
      // the product's own email. Sent by Cognito's default sender, before SES is out of the sandbox.
      userInvitation: {
        emailSubject: SUPERADMIN_INVITACION.asunto,
        emailBody: SUPERADMIN_INVITACION.cuerpo(config.webOrigin),
      },
      // Threat protection in AUDIT mode, deliberately (docs/decisions/ D73): the API signs users in
      // from Lambda (InitiateAuth), so without the user's context Cognito sees AWS's addresses, not
      // the user's, and enforcing would judge everyone by them and block sign-ins (RESET_REQUIRED,
      // which the API now turns into password recovery). The user's IP reaches Cognito only from an
      // app client with a secret (EnablePropagateAdditionalUserContextData); this one is public.
      // Audit records every risk event for review; sign-in abuse is throttled by the API (D34) and
      // Cognito's lockout.
      ...(config.cognitoPlus
        ? { featurePlan: cognito.FeaturePlan.PLUS, standardThreatProtectionMode: cognito.StandardThreatProtectionMode.AUDIT_ONLY }
        : { featurePlan: cognito.FeaturePlan.ESSENTIALS }),
      deletionProtection: config.stage === 'prod',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const pool = cfn(this.userPool);
    acknowledge(
      pool,
      'COG1',
      "The product rule is a minimum of 8 characters with no composition rules (spec part 1 §9); a composition policy would reject passwords the spec accepts. The Plus plan's compromised-credential detection (audit mode) reports leaked passwords instead.",
    );
    acknowledge(
      pool,
      'COG2',
      "MFA is optional, TOTP only (D155): the API requires it of the superadmin and of the admins of companies that ask for it (enrolled at first sign-in, recovery codes); operators and other users sign in with a password, and Google/Microsoft sign-ins carry the identity provider's own MFA. Threat protection audits every sign-in on the Plus plan; failed sign-ins and wrong codes are throttled per account and per address by the API.",
    );
    if (!config.cognitoPlus) {
      acknowledge(
        pool,
        'COG8',
        'Essentials plan chosen with context cognitoPlus=false (a non-production stage) to avoid the Plus per-MAU price; threat protection is then off.',
      );
    }

    this.domain = this.userPool.addDomain('Domain', { cognitoDomain: { domainPrefix: config.authDomainPrefix } });
    this.authDomainUrl = this.domain.baseUrl();

    const providers: cognito.IUserPoolIdentityProvider[] = [];
    const supported = [cognito.UserPoolClientIdentityProvider.COGNITO];
    if (config.google) {
      providers.push(
        new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool: this.userPool,
          clientId: config.google.clientId,
          clientSecretValue: SecretValue.secretsManager(config.google.clientSecretName),
          scopes: ['openid', 'email', 'profile'],
          // email_verified too: without it Cognito marks every federated email unverified and the API
          // refuses to link it to a platform user (functions/lib/auth/caller.ts).
          attributeMapping: {
            email: cognito.ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
            fullname: cognito.ProviderAttribute.GOOGLE_NAME,
          },
        }),
      );
      supported.push(cognito.UserPoolClientIdentityProvider.GOOGLE);
    }
    if (config.microsoft) {
      providers.push(
        new cognito.UserPoolIdentityProviderOidc(this, 'Microsoft', {
          userPool: this.userPool,
          name: MICROSOFT_PROVIDER_NAME,
          clientId: config.microsoft.clientId,
          // A dynamic reference: CloudFormation reads the secret at deploy time; it is never in the template.
          clientSecret: SecretValue.secretsManager(config.microsoft.clientSecretName).unsafeUnwrap(),
          issuerUrl: `https://login.microsoftonline.com/${config.microsoft.tenantId}/v2.0`,
          scopes: ['openid', 'email', 'profile'],
          // How Cognito calls the userInfo endpoint. The claims mapped below come from the ID token:
          // Cognito applies the mapping to the claims of the ID and access tokens the provider passes
          // (Cognito developer guide, "Using OIDC identity providers with a user pool"), and Microsoft's
          // userInfo endpoint answers only sub, name, given/family name, picture and email, never an
          // optional claim (docs/decisions/ D76).
          attributeRequestMethod: cognito.OidcAttributeRequestMethod.GET,
          // Entra ID issues no email_verified claim: the optional claim `xms_edov` (email domain owner
          // verified; add it and `email` to the ID token in the app registration's token
          // configuration) is mapped instead. Without a true value the API refuses the sign-in rather
          // than link an address a directory admin merely typed in (docs/deploy.md).
          attributeMapping: {
            email: cognito.ProviderAttribute.other('email'),
            emailVerified: cognito.ProviderAttribute.other(config.microsoft.emailVerifiedClaim),
            fullname: cognito.ProviderAttribute.other('name'),
          },
        }),
      );
      supported.push(cognito.UserPoolClientIdentityProvider.custom(MICROSOFT_PROVIDER_NAME));
    }

    this.userPoolClient = this.userPool.addClient('ApiClient', {
      // A public client: the API calls InitiateAuth and the token endpoint without a SECRET_HASH.
      generateSecret: false,
      authFlows: { userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(7),
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: [`${config.apiOrigin}/api/oauth/callback`],
        logoutUrls: [config.webOrigin],
      },
      supportedIdentityProviders: supported,
      // Users must never write their own rol or empresaId (UpdateUserAttributes with their access
      // token): only the attributes the social providers map are writable. Every one of them must
      // be: Cognito updates the mapped attributes at each federated sign-in and fails the sign-in
      // when the client cannot write one (UserPoolClientType.WriteAttributes, Cognito API reference).
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes(MAPPED_STANDARD_ATTRIBUTES),
    });
    for (const p of providers) this.userPoolClient.node.addDependency(p);

    this.oauthStateSecret = new secretsmanager.Secret(this, 'OAuthStateSecret', {
      description: 'Talentia: HMAC key that signs the OAuth state of social sign-in',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledge(
      cfn(this.oauthStateSecret),
      'SMG4',
      'An HMAC key for OAuth states that live 10 minutes: rotating it only fails the sign-ins in flight, so it is rotated by hand (docs/deploy.md) rather than by a rotation Lambda.',
    );

    this.sessionCookieSecret = new secretsmanager.Secret(this, 'SessionCookieSecret', {
      description: 'Talentia: seals the refresh cookie (AES-256-GCM key derived from it); read at run time',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(
      cfn(this.sessionCookieSecret),
      'SMG4',
      'Rotated by hand (docs/operations.md): a new value becomes AWSCURRENT and cookies sealed with the AWSPREVIOUS one keep opening, so sessions survive one rotation; a rotation Lambda would add nothing a put-secret-value does not.',
    );

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'AuthDomainUrl', { value: this.authDomainUrl });
  }
}
