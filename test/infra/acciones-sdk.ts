// What each function's code calls in AWS, read from its real bundle: every AWS SDK command esbuild
// kept (tree-shaking drops the commands a function never imports), as the IAM action it needs.
// stacks.test.ts compares it with the IAM the function is granted, for every route, job and queue
// consumer: nothing the code calls is missing (an AccessDenied in AWS that no local test sees, the
// emulators check no IAM), and nothing granted goes unused where a grant can be narrower.
// The bundles are the deploy's own, minified (test/infra/bundles-reales.ts): the command classes'
// names are gone from their code, but each SDK command is a module of its own
// (`@aws-sdk/<package>/dist-es/commands/<Operation>Command.js`), and a bundle's source map lists every
// module that put code in it. Read from an unminified build of the same handlers, the two methods
// gave the same operations for all 192 bundles (docs/performance.md, stop 52).
import * as fs from 'node:fs';
import * as path from 'node:path';

/** SDK operation → the IAM action it needs; null: it needs none of the function's role. */
const ACCION_DE_OPERACION: Record<string, string | null> = {
  // The credential providers' own calls (SSO, STS web identity): never made with the role in Lambda.
  CreateToken: null,
  GetRoleCredentials: null,
  AssumeRole: null,
  AssumeRoleWithWebIdentity: null,
  CreateOAuth2Token: null,
  CreateOAuth2TokenWithIAM: null,
  // DynamoDB endpoint discovery (not used by the table's region endpoint); S3 Express sessions.
  DescribeEndpoints: null,
  CreateSession: null,
  // The user-pool client's public APIs: no IAM (the client id is the credential).
  InitiateAuth: null,
  RevokeToken: null,
  // The second factor's (D155): the challenge's answer and the user's own set-up (their access token).
  RespondToAuthChallenge: null,
  AssociateSoftwareToken: null,
  VerifySoftwareToken: null,
  SetUserMFAPreference: null,
  AdminSetUserMFAPreference: 'cognito-idp:AdminSetUserMFAPreference',
  // The repository module (functions/lib/db/repository.ts) imports DynamoDB's single-item commands
  // and every bundle that touches it keeps them, called or not: the bundle cannot tell which of
  // them a function uses, so they say nothing here (the table grants are checked per row by the
  // other tests). The transaction and batch commands are kept only where they are called.
  GetItem: null,
  PutItem: null,
  UpdateItem: null,
  DeleteItem: null,
  Query: null,
  Scan: null,
  BatchGetItem: 'dynamodb:BatchGetItem',
  BatchWriteItem: 'dynamodb:BatchWriteItem',
  TransactWriteItems: 'dynamodb:PutItem',
  TransactGetItems: 'dynamodb:GetItem',
  GetObject: 's3:GetObject',
  HeadObject: 's3:GetObject',
  PutObject: 's3:PutObject',
  DeleteObject: 's3:DeleteObject',
  DeleteObjects: 's3:DeleteObject',
  ListObjectsV2: 's3:ListBucket',
  AdminCreateUser: 'cognito-idp:AdminCreateUser',
  AdminDeleteUser: 'cognito-idp:AdminDeleteUser',
  AdminDisableUser: 'cognito-idp:AdminDisableUser',
  AdminEnableUser: 'cognito-idp:AdminEnableUser',
  AdminGetUser: 'cognito-idp:AdminGetUser',
  AdminSetUserPassword: 'cognito-idp:AdminSetUserPassword',
  AdminUpdateUserAttributes: 'cognito-idp:AdminUpdateUserAttributes',
  AdminUserGlobalSignOut: 'cognito-idp:AdminUserGlobalSignOut',
  ListUsers: 'cognito-idp:ListUsers',
  SendEmail: 'ses:SendEmail',
  SendMessage: 'sqs:SendMessage',
  Decrypt: 'kms:Decrypt',
  // The AI of the customer's account (D176): Converse is authorised by bedrock:InvokeModel (Bedrock
  // API reference, Converse); Transcribe's batch jobs by their own actions.
  Converse: 'bedrock:InvokeModel',
  // The comparison by meaning's embeddings (issue 64 item 4: proveedores-ia/embeddings.ts).
  InvokeModel: 'bedrock:InvokeModel',
  StartTranscriptionJob: 'transcribe:StartTranscriptionJob',
  GetTranscriptionJob: 'transcribe:GetTranscriptionJob',
  DeleteTranscriptionJob: 'transcribe:DeleteTranscriptionJob',
  GenerateDataKey: 'kms:GenerateDataKey',
};

/** lib-dynamodb's document-client wrappers of the DynamoDB commands (their IAM is the wrapped command's). */
const ENVOLTORIOS = new Set([
  'DynamoDBDocumentClient',
  'Get',
  'Put',
  'Update',
  'Delete',
  'Query',
  'Scan',
  'BatchGet',
  'BatchWrite',
  'TransactWrite',
  'TransactGet',
]);

export interface AccionesDeBundle {
  /** The IAM actions the code needs. */
  acciones: Set<string>;
  /** The SDK operations themselves (Converse and InvokeModel need the same action: the grants tell them apart). */
  operaciones: Set<string>;
  /** SDK operations this file does not know yet: each must be added to ACCION_DE_OPERACION. */
  desconocidas: string[];
}

/** An SDK command module in a source map's list: its operation's name. */
const MODULO_DE_COMANDO = /node_modules\/@aws-sdk\/[^/]+\/dist-[a-z]+\/commands\/(\w+)Command\.js$/;

/**
 * Per bundle (bundleKey → its folder), the IAM actions its SDK commands need, read from the source
 * maps of what the function ships: `index.mjs.map`, and `nodemailer.mjs.map` where it has one.
 */
export function accionesDeBundles(carpetas: Map<string, string>): Map<string, AccionesDeBundle> {
  const res = new Map<string, AccionesDeBundle>();
  for (const [nombre, dir] of carpetas) {
    const mapas = fs.readdirSync(dir).filter((f) => f.endsWith('.mjs.map'));
    if (!mapas.includes('index.mjs.map')) throw new Error(`${nombre}: no index.mjs.map in ${dir}`);
    const operaciones = new Set<string>();
    for (const mapa of mapas) {
      const { sources } = JSON.parse(fs.readFileSync(path.join(dir, mapa), 'utf8')) as { sources: string[] };
      for (const s of sources) {
        const op = MODULO_DE_COMANDO.exec(s)?.[1];
        if (op) operaciones.add(op);
      }
    }
    const acciones = new Set<string>();
    const desconocidas: string[] = [];
    for (const op of [...operaciones].sort()) {
      if (ENVOLTORIOS.has(op) && !(op in ACCION_DE_OPERACION)) continue;
      if (!(op in ACCION_DE_OPERACION)) desconocidas.push(op);
      else if (ACCION_DE_OPERACION[op]) acciones.add(ACCION_DE_OPERACION[op]);
    }
    res.set(nombre, { acciones, operaciones, desconocidas });
  }
  return res;
}

/** True when an IAM action pattern (`s3:GetObject*`, `dynamodb:Query`) covers the action. */
export function cubre(patron: string, accion: string): boolean {
  const re = new RegExp(`^${patron.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');
  return re.test(accion);
}
