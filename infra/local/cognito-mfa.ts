// Why one module: one emulator front: the held sign-ins, the secrets and the forwarding all work on
// its one state.
// A small HTTP front before cognito-local (as dynamo.ts is before dynalite) that gives the local
// stack Cognito's software token MFA (TOTP), which the product's sign-in needs (D155):
// - AssociateSoftwareToken (with an AccessToken): a new 20-byte secret in base32, pending until verified;
// - VerifySoftwareToken: the pending secret becomes the user's when the code matches
//   (EnableSoftwareTokenMFAException otherwise); it replaces any earlier one;
// - SetUserMFAPreference / AdminSetUserMFAPreference: turn the software token MFA on or off;
// - InitiateAuth USER_PASSWORD_AUTH for a user whose software token MFA is on: cognito-local's tokens
//   are held here under a random Session (3 minutes, Cognito's default AuthSessionValidity) and the
//   client gets the SOFTWARE_TOKEN_MFA challenge instead;
// - RespondToAuthChallenge SOFTWARE_TOKEN_MFA: the right code answers the held tokens; a wrong one
//   CodeMismatchException; an unknown or expired Session NotAuthorizedException;
// - GetUser / AdminGetUser: UserMFASettingList and PreferredMfaSetting reflect the above.
// Codes are RFC 6238 (totp.ts): SHA-1, 6 digits, 30 s, one step either side; a code once accepted
// for a user is not accepted again (nor one of an earlier step), as RFC 6238 §5.2 requires.
// Every other request goes to cognito-local unchanged. The users' secrets persist in one JSON file
// beside cognito-local's own data, written whole on each change.
//
// What it does not reproduce (docs/operations.md, "Dos factores en local"):
// - the MFA_SETUP challenge and AssociateSoftwareToken/VerifySoftwareToken with a Session (the pool
//   is OPTIONAL: the product enrols with the user's AccessToken);
// - SMS and email MFA, SELECT_MFA_TYPE, remembered devices, the pool's MfaConfiguration (the front
//   applies a user's preference whatever the pool says);
// - the AccessToken's signature (cognito-local does not check it either; its expiry is checked here);
// - the limit of wrong codes per Session (Cognito ends the session after several): five here;
// - REFRESH_TOKEN_AUTH, AdminInitiateAuth and the other flows are forwarded without a challenge.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { matchingStep, newSecret, totpStep } from './totp.js';

const HOST = '127.0.0.1';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_TYPE = 'application/x-amz-json-1.1';
/** Cognito's default AuthSessionValidity for a user pool app client (3 to 15 minutes). */
export const SESSION_MS = 3 * 60_000;
const MAX_WRONG_CODES = 5;

interface UserMfa {
  /** The verified secret (base32). */
  secret?: string;
  /** Associated but not yet verified. */
  pending?: string;
  enabled: boolean;
  /** The last time step whose code was accepted: no code of that step or an earlier one counts again. */
  lastStep?: number;
}

interface HeldSignIn {
  sub: string;
  username: string;
  result: Record<string, unknown>;
  expires: number;
  wrong: number;
}

export interface CognitoMfaFront {
  url: string;
  port: number;
  /**
   * Enrols a user straight away with a known secret (the test stacks' and `npm start`'s seeded
   * superadmin): as AssociateSoftwareToken + VerifySoftwareToken + SetUserMFAPreference would.
   */
  enrol(sub: string, secret: string): void;
  /** The front's clock (TOTP steps, sessions). */
  now(): number;
  /**
   * Moves the front's clock forward (tests: a user who signs in several times in one 30 s step
   * needs the next step's code, since a code is not accepted twice).
   */
  advanceClock(ms: number): void;
  /** The last step whose code was accepted for a user (tests pick the next one). */
  lastStep(sub: string): number | undefined;
  close(): Promise<void>;
}

class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

function claims(jwt: unknown): Record<string, unknown> {
  if (typeof jwt !== 'string') throw new CognitoError('InvalidParameterException', 'Missing token');
  try {
    return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
  }
}

export async function startCognitoMfa(opts: { upstream: string; port?: number; file: string }): Promise<CognitoMfaFront> {
  let offset = 0;
  const now = () => Date.now() + offset;
  const users = new Map<string, UserMfa>(Object.entries(load(opts.file)));
  const held = new Map<string, HeldSignIn>();
  const save = () => {
    mkdirSync(dirname(opts.file), { recursive: true });
    const tmp = `${opts.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(Object.fromEntries(users)), { mode: 0o600 });
    renameSync(tmp, opts.file);
  };
  const userOf = (sub: string): UserMfa => {
    let u = users.get(sub);
    if (!u) users.set(sub, (u = { enabled: false }));
    return u;
  };

  async function upstream(
    target: string,
    body: unknown,
    headers: http.IncomingHttpHeaders,
  ): Promise<{ status: number; json: any; text: string }> {
    const res = await fetch(opts.upstream, {
      method: 'POST',
      headers: {
        'content-type': String(headers['content-type'] ?? JSON_TYPE),
        'x-amz-target': `${TARGET_PREFIX}${target}`,
        ...(headers.authorization ? { authorization: String(headers.authorization) } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text };
  }

  /** The user of an AccessToken, as Cognito checks it: not expired, and the user exists (GetUser). */
  async function subOfAccessToken(token: unknown, headers: http.IncomingHttpHeaders): Promise<string> {
    const c = claims(token);
    if (typeof c.exp === 'number' && c.exp * 1000 <= Date.now())
      throw new CognitoError('NotAuthorizedException', 'Access Token has expired');
    const got = await upstream('GetUser', { AccessToken: token }, headers);
    if (got.status !== 200)
      throw new CognitoError(got.json?.__type ?? 'NotAuthorizedException', got.json?.message ?? 'Invalid Access Token');
    return String(c.sub);
  }

  function mfaFields(sub: string | undefined) {
    const u = sub ? users.get(sub) : undefined;
    return u?.enabled && u.secret ? { UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' } : {};
  }

  function preference(sub: string, settings: { Enabled?: boolean } | undefined): void {
    if (settings?.Enabled === undefined) return;
    const u = userOf(sub);
    if (settings.Enabled && !u.secret) throw new CognitoError('InvalidParameterException', 'User has not verified software token mfa');
    u.enabled = settings.Enabled;
    save();
  }

  type Answer = { status: number; body: unknown } | { forward: true };
  async function handle(target: string, req: Record<string, any>, headers: http.IncomingHttpHeaders): Promise<Answer> {
    switch (target) {
      case 'InitiateAuth': {
        if (req.AuthFlow !== 'USER_PASSWORD_AUTH') return { forward: true };
        const got = await upstream(target, req, headers);
        const result = got.json?.AuthenticationResult as Record<string, unknown> | undefined;
        if (got.status !== 200 || !result) return { status: got.status, body: got.json ?? got.text };
        const sub = String(claims(result.IdToken).sub);
        const u = users.get(sub);
        if (!u?.enabled || !u.secret) return { status: 200, body: got.json };
        const session = randomBytes(96).toString('base64url');
        const username = String(claims(result.AccessToken).username ?? sub);
        held.set(session, { sub, username, result, expires: now() + SESSION_MS, wrong: 0 });
        return {
          status: 200,
          body: { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: session, ChallengeParameters: { USER_ID_FOR_SRP: username } },
        };
      }
      case 'RespondToAuthChallenge': {
        const h = typeof req.Session === 'string' ? held.get(req.Session) : undefined;
        if (req.ChallengeName !== 'SOFTWARE_TOKEN_MFA') return { forward: true };
        if (!h || h.expires <= now()) {
          if (h) held.delete(req.Session);
          throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
        }
        const u = userOf(h.sub);
        const code = String(req.ChallengeResponses?.SOFTWARE_TOKEN_MFA_CODE ?? '');
        const step = u.secret ? matchingStep(u.secret, code, now(), u.lastStep) : undefined;
        if (step === undefined) {
          if (++h.wrong >= MAX_WRONG_CODES) held.delete(req.Session);
          const reused = u.secret && matchingStep(u.secret, code, now()) !== undefined;
          throw new CognitoError(
            'CodeMismatchException',
            reused ? 'Your software token has already been used once.' : 'Invalid code received for user',
          );
        }
        held.delete(req.Session);
        u.lastStep = step;
        save();
        return { status: 200, body: { AuthenticationResult: h.result, ChallengeParameters: {} } };
      }
      case 'AssociateSoftwareToken': {
        if (!req.AccessToken)
          throw new CognitoError('InvalidParameterException', 'The local front supports AssociateSoftwareToken with an AccessToken only');
        const sub = await subOfAccessToken(req.AccessToken, headers);
        const secret = newSecret();
        userOf(sub).pending = secret;
        save();
        return { status: 200, body: { SecretCode: secret } };
      }
      case 'VerifySoftwareToken': {
        if (!req.AccessToken)
          throw new CognitoError('InvalidParameterException', 'The local front supports VerifySoftwareToken with an AccessToken only');
        const sub = await subOfAccessToken(req.AccessToken, headers);
        const u = userOf(sub);
        if (!u.pending) throw new CognitoError('SoftwareTokenMFANotFoundException', 'Software Token MFA has not been associated');
        const step = matchingStep(u.pending, String(req.UserCode ?? ''), now(), u.lastStep);
        if (step === undefined)
          throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA');
        u.secret = u.pending;
        u.pending = undefined;
        u.lastStep = step;
        save();
        return { status: 200, body: { Status: 'SUCCESS' } };
      }
      case 'SetUserMFAPreference': {
        preference(await subOfAccessToken(req.AccessToken, headers), req.SoftwareTokenMfaSettings);
        return { status: 200, body: {} };
      }
      case 'AdminSetUserMFAPreference': {
        const got = await upstream('AdminGetUser', { UserPoolId: req.UserPoolId, Username: req.Username }, headers);
        if (got.status !== 200) return { status: got.status, body: got.json ?? got.text };
        preference(subOf(got.json) ?? String(req.Username), req.SoftwareTokenMfaSettings);
        return { status: 200, body: {} };
      }
      case 'GetUser':
      case 'AdminGetUser': {
        const got = await upstream(target, req, headers);
        if (got.status !== 200) return { status: got.status, body: got.json ?? got.text };
        return { status: 200, body: { ...got.json, ...mfaFields(subOf(got.json)) } };
      }
      default:
        return { forward: true };
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const target = String(req.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': JSON_TYPE });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      void (async () => {
        let parsed: Record<string, any> = {};
        try {
          parsed = raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, any>) : {};
        } catch {
          /* forwarded as it came */
        }
        const answer = req.method === 'POST' ? await handle(target, parsed, req.headers) : { forward: true as const };
        if ('status' in answer) return send(answer.status, answer.body);
        const res2 = await fetch(`${opts.upstream}${req.url ?? '/'}`, {
          method: req.method,
          headers: Object.fromEntries(
            Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length', 'transfer-encoding'].includes(k)) as [
              string,
              string,
            ][],
          ),
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : raw,
        });
        res.writeHead(res2.status, { 'content-type': res2.headers.get('content-type') ?? JSON_TYPE });
        res.end(Buffer.from(await res2.arrayBuffer()));
      })().catch((err: unknown) => {
        if (err instanceof CognitoError) return send(400, { __type: err.type, message: err.message });
        // cognito-local is down (a test of an outage): the client sees a broken connection, as before the front.
        res.destroy();
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${HOST}:${port}`,
    port,
    enrol(sub, secret) {
      users.set(sub, { ...users.get(sub), secret, pending: undefined, enabled: true });
      save();
    },
    now,
    advanceClock(ms) {
      offset += ms;
    },
    lastStep: (sub) => users.get(sub)?.lastStep,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function subOf(user: { UserAttributes?: Array<{ Name: string; Value?: string }>; Username?: string } | undefined): string | undefined {
  return user?.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? user?.Username;
}

function load(file: string): Record<string, UserMfa> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, UserMfa>;
  } catch {
    return {};
  }
}

export { totpStep };
