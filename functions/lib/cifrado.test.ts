// Envelope encryption of stored secrets (D60): locally with the key file, in AWS with KMS (mocked).
// A sealed secret opens only with its own context; a changed byte does not open; the stored form
// never holds the secret.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { abrir, sellar } from './cifrado.js';

const SECRETO = 'sk-proj-' + 'x'.repeat(70);
const ctx = { uso: 'apikey', ambito: 'EMP#e1', proveedor: 'openai' };

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'talentia-cifrado-'));
  const archivo = join(dir, 'claves-api.key');
  writeFileSync(archivo, 'clave-maestra-local-de-prueba');
  process.env.LOCAL_SECRETS_KEY_FILE = archivo;
});

describe('local key file', () => {
  it('seals and opens; the sealed form does not hold the secret', async () => {
    const sobre = await sellar(SECRETO, ctx);
    expect(sobre).toMatchObject({ v: 1, envoltorio: 'local' });
    expect(JSON.stringify(sobre)).not.toContain('xxxx');
    expect(await abrir(sobre, ctx)).toBe(SECRETO);
  });

  it('two seals of the same secret differ (fresh data key and IV)', async () => {
    const [a, b] = await Promise.all([sellar(SECRETO, ctx), sellar(SECRETO, ctx)]);
    expect(a.ct).not.toBe(b.ct);
    expect(a.k).not.toBe(b.k);
  });

  it('does not open under another context (another company or provider)', async () => {
    const sobre = await sellar(SECRETO, ctx);
    await expect(abrir(sobre, { ...ctx, ambito: 'EMP#e2' })).rejects.toThrow();
    await expect(abrir(sobre, { ...ctx, proveedor: 'claude' })).rejects.toThrow();
  });

  it('does not open when a byte changed', async () => {
    const sobre = await sellar(SECRETO, ctx);
    const ct = Buffer.from(sobre.ct, 'base64');
    ct[0] = ct[0]! ^ 1;
    await expect(abrir({ ...sobre, ct: ct.toString('base64') }, ctx)).rejects.toThrow();
  });
});

describe('KMS', () => {
  const kms = mockClient(KMSClient);
  const clara = Buffer.alloc(32, 7);
  afterEach(() => {
    kms.reset();
    delete process.env.SECRETS_KMS_KEY_ID;
  });

  it('asks KMS for a data key under the context, and for its opening under the same context', async () => {
    process.env.SECRETS_KMS_KEY_ID = 'arn:aws:kms:eu-west-1:111111111111:key/abc';
    kms.on(GenerateDataKeyCommand).resolves({ Plaintext: new Uint8Array(clara), CiphertextBlob: new Uint8Array([1, 2, 3]) });
    kms.on(DecryptCommand).rejects(new Error('InvalidCiphertextException'));
    kms.on(DecryptCommand, { EncryptionContext: ctx }).resolves({ Plaintext: new Uint8Array(clara) });

    const sobre = await sellar(SECRETO, ctx);
    expect(sobre).toMatchObject({ envoltorio: 'kms', k: Buffer.from([1, 2, 3]).toString('base64') });
    expect(kms.commandCalls(GenerateDataKeyCommand)[0]!.args[0].input).toMatchObject({
      KeyId: process.env.SECRETS_KMS_KEY_ID,
      KeySpec: 'AES_256',
      EncryptionContext: ctx,
    });
    expect(await abrir(sobre, ctx)).toBe(SECRETO);
    await expect(abrir(sobre, { ...ctx, ambito: 'EMP#otra' })).rejects.toThrow('InvalidCiphertextException');
  });
});
