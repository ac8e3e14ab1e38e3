// Secrets at rest (provider keys; later the SMTP password), by envelope encryption (D60): each secret
// gets its own AES-256-GCM data key; the data key is kept wrapped — by the KMS key in AWS
// (SECRETS_KMS_KEY_ID, GenerateDataKey/Decrypt with an encryption context), by a key file under the
// data folder locally (LOCAL_SECRETS_KEY_FILE, made by the local stack). The context (what the
// secret is and whose) is bound to both layers, so a sealed value copied to another item or another
// company does not open.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { abrirClaveDeDatos, nuevaClaveDeDatos } from './aws/kms.js';

/** A sealed secret as stored: every part base64. */
export interface Sobre {
  v: 1;
  /** 'kms' in AWS, 'local' on the local stack. */
  envoltorio: 'kms' | 'local';
  /** The data key, wrapped. */
  k: string;
  iv: string;
  ct: string;
  tag: string;
}

/** What the secret is and whose (the encryption context): e.g. { uso: 'apikey', ambito: 'EMP#…', proveedor: 'openai' }. */
export type Contexto = Record<string, string>;

const aad = (c: Contexto) =>
  Buffer.from(
    Object.keys(c)
      .sort()
      .map((k) => `${k}=${c[k]}`)
      .join('&'),
  );

function gcm(clave: Buffer, datos: Buffer, contexto: Contexto) {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', clave, iv);
  c.setAAD(aad(contexto));
  const ct = Buffer.concat([c.update(datos), c.final()]);
  return { iv, ct, tag: c.getAuthTag() };
}

function abrirGcm(clave: Buffer, p: { iv: Buffer; ct: Buffer; tag: Buffer }, contexto: Contexto): Buffer {
  const d = createDecipheriv('aes-256-gcm', clave, p.iv);
  d.setAAD(aad(contexto));
  d.setAuthTag(p.tag);
  return Buffer.concat([d.update(p.ct), d.final()]);
}

let claveLocal: Buffer | undefined;
/** The local stack's wrapping key: SHA-256 of the key file's content. */
function claveMaestraLocal(): Buffer {
  const archivo = process.env.LOCAL_SECRETS_KEY_FILE;
  if (!archivo) throw new Error('Neither SECRETS_KMS_KEY_ID nor LOCAL_SECRETS_KEY_FILE is set: secrets cannot be sealed');
  claveLocal ??= createHash('sha256').update(readFileSync(archivo)).digest();
  return claveLocal;
}

const kmsKeyId = () => process.env.SECRETS_KMS_KEY_ID || undefined;

export async function sellar(secreto: string, contexto: Contexto): Promise<Sobre> {
  const keyId = kmsKeyId();
  let clara: Buffer;
  let envuelta: Buffer;
  if (keyId) {
    ({ clara, envuelta } = await nuevaClaveDeDatos(keyId, contexto));
  } else {
    clara = randomBytes(32);
    const w = gcm(claveMaestraLocal(), clara, contexto);
    envuelta = Buffer.concat([w.iv, w.tag, w.ct]);
  }
  try {
    const s = gcm(clara, Buffer.from(secreto, 'utf8'), contexto);
    return {
      v: 1,
      envoltorio: keyId ? 'kms' : 'local',
      k: envuelta.toString('base64'),
      iv: s.iv.toString('base64'),
      ct: s.ct.toString('base64'),
      tag: s.tag.toString('base64'),
    };
  } finally {
    clara.fill(0);
  }
}

export async function abrir(sobre: Sobre, contexto: Contexto): Promise<string> {
  const envuelta = Buffer.from(sobre.k, 'base64');
  let clara: Buffer;
  if (sobre.envoltorio === 'kms') {
    const keyId = kmsKeyId();
    if (!keyId) throw new Error('A KMS-sealed secret needs SECRETS_KMS_KEY_ID');
    clara = await abrirClaveDeDatos(keyId, envuelta, contexto);
  } else {
    clara = abrirGcm(
      claveMaestraLocal(),
      { iv: envuelta.subarray(0, 12), tag: envuelta.subarray(12, 28), ct: envuelta.subarray(28) },
      contexto,
    );
  }
  try {
    const datos = { iv: Buffer.from(sobre.iv, 'base64'), ct: Buffer.from(sobre.ct, 'base64'), tag: Buffer.from(sobre.tag, 'base64') };
    return abrirGcm(clara, datos, contexto).toString('utf8');
  } finally {
    clara.fill(0);
  }
}
