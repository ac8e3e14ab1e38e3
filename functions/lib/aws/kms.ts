// KMS for the secrets the product keeps (provider keys; docs/decisions/ D60). Only functions with
// the keys:seal or keys:open grant import this module (through functions/lib/cifrado.ts), so no other bundle
// carries the KMS client.
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';

const kms = new KMSClient({});

/** A fresh 256-bit data key: in clear (to encrypt with, then forget) and wrapped by the KMS key. */
export async function nuevaClaveDeDatos(keyId: string, contexto: Record<string, string>): Promise<{ clara: Buffer; envuelta: Buffer }> {
  const out = await kms.send(new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: contexto }));
  if (!out.Plaintext || !out.CiphertextBlob) throw new Error('KMS GenerateDataKey answered no key');
  return { clara: Buffer.from(out.Plaintext), envuelta: Buffer.from(out.CiphertextBlob) };
}

/** The data key in clear; KMS refuses it under another encryption context. */
export async function abrirClaveDeDatos(keyId: string, envuelta: Buffer, contexto: Record<string, string>): Promise<Buffer> {
  const out = await kms.send(new DecryptCommand({ KeyId: keyId, CiphertextBlob: envuelta, EncryptionContext: contexto }));
  if (!out.Plaintext) throw new Error('KMS Decrypt answered no key');
  return Buffer.from(out.Plaintext);
}
