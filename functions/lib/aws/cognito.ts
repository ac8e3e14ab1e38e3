// The Cognito Identity Provider client, created once per container (cognito-local locally
// through AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER).
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

export const cognito = new CognitoIdentityProviderClient({ maxAttempts: 3 });
