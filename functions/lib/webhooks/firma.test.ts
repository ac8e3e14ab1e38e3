// Signing (D147) checked by a verifier we did not sign with: svix's own implementation (svix
// 1.82.0, the last release before svix wrapped the `standardwebhooks` package we sign with, and one
// whose engines allow Node 20). A tampered byte, a timestamp past the 5-minute tolerance and a wrong
// secret are refused; during a rotation both secrets' signatures are in the header and either verifies.
import { createHmac } from 'node:crypto';
import { Webhook as Verificador } from 'svix';
import { describe, expect, it } from 'vitest';
import { cabecerasFirmadas, nuevoSecreto, pistaDe } from './firma.js';

const cuerpo = JSON.stringify({
  type: 'entrevista.programada',
  timestamp: '2026-03-02T10:00:00.000Z',
  data: { empresaId: 'e1', entrevista: { id: 'x' } },
});

describe('a delivery signed as Standard Webhooks says', () => {
  it('verifies with svix and with the formula written out (HMAC-SHA256 of "id.timestamp.body", keyed by the base64 secret)', () => {
    const secreto = nuevoSecreto();
    expect(secreto).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const h = cabecerasFirmadas('msg_1', new Date(), cuerpo, [secreto]);
    expect(new Verificador(secreto).verify(cuerpo, h)).toEqual(JSON.parse(cuerpo));
    const esperada = createHmac('sha256', Buffer.from(secreto.slice(6), 'base64'))
      .update(`msg_1.${h['webhook-timestamp']}.${cuerpo}`)
      .digest('base64');
    expect(h['webhook-signature']).toBe(`v1,${esperada}`);
    expect(h['content-type']).toBe('application/json');
  });

  it('is refused with one byte changed, by another secret, or 6 minutes old', () => {
    const secreto = nuevoSecreto();
    const h = cabecerasFirmadas('msg_2', new Date(), cuerpo, [secreto]);
    expect(() => new Verificador(secreto).verify(cuerpo.replace('"x"', '"y"'), h)).toThrow();
    expect(() => new Verificador(secreto).verify(cuerpo, { ...h, 'webhook-id': 'msg_3' })).toThrow();
    expect(() => new Verificador(nuevoSecreto()).verify(cuerpo, h)).toThrow();
    const viejo = cabecerasFirmadas('msg_2', new Date(Date.now() - 6 * 60_000), cuerpo, [secreto]);
    expect(() => new Verificador(secreto).verify(cuerpo, viejo)).toThrow(/timestamp too old/i);
  });

  it('during a rotation carries both signatures, space-separated: a receiver with either secret verifies it', () => {
    const nuevo = nuevoSecreto();
    const anterior = nuevoSecreto();
    const h = cabecerasFirmadas('msg_4', new Date(), cuerpo, [nuevo, anterior]);
    expect(h['webhook-signature'].split(' ')).toHaveLength(2);
    expect(h['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    expect(() => new Verificador(nuevo).verify(cuerpo, h)).not.toThrow();
    expect(() => new Verificador(anterior).verify(cuerpo, h)).not.toThrow();
    expect(() => new Verificador(nuevoSecreto()).verify(cuerpo, h)).toThrow();
  });

  it('shows only a hint of a secret', () => {
    expect(pistaDe('whsec_abcdefghij')).toBe('whsec_abcd…');
  });
});
