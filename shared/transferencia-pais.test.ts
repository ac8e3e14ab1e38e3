// Where the data lives (issue 67 item 8): each country's basis for its data in the deploy's region, an
// EU region (the infra's default, eu-south-2) and a US one (the local stack's us-east-1), and which of
// them make an admin record a safeguard before the first interview. Dates are explicit: Chile's rule
// changes on 1 December 2026 (Santiago's day), whatever the clock the tests run on.
import { describe, expect, it } from 'vitest';
import { CODIGOS_PAIS, nombreRegion, transferenciaDe, type CodigoPais, type TipoBaseTransferencia } from './paises.js';

const ANTES = new Date('2026-11-15T12:00:00Z');
const DESPUES = new Date('2026-12-15T12:00:00Z');

const esperado: Record<CodigoPais, Record<'eu-south-2' | 'us-east-1', [TipoBaseTransferencia, boolean]>> = {
  ES: { 'eu-south-2': ['mismo-pais', false], 'us-east-1': ['adecuado', false] },
  MX: { 'eu-south-2': ['salvaguarda', true], 'us-east-1': ['salvaguarda', true] },
  CO: { 'eu-south-2': ['adecuado', false], 'us-east-1': ['adecuado', false] },
  AR: { 'eu-south-2': ['adecuado', false], 'us-east-1': ['salvaguarda', true] },
  CL: { 'eu-south-2': ['salvaguarda', true], 'us-east-1': ['salvaguarda', true] },
  PE: { 'eu-south-2': ['salvaguarda', true], 'us-east-1': ['salvaguarda', true] },
};

describe('transferenciaDe', () => {
  for (const codigo of CODIGOS_PAIS)
    for (const region of ['eu-south-2', 'us-east-1'] as const)
      it(`${codigo} in ${region}`, () => {
        const b = transferenciaDe(codigo, region, DESPUES)!;
        expect([b.tipo, b.requiereSalvaguarda]).toEqual(esperado[codigo][region]);
        expect(b.salvaguarda === null).toBe(!b.requiereSalvaguarda);
        expect(b.texto).toMatch(/\.$/);
      });

  it('names the law each country reads the region with', () => {
    expect(transferenciaDe('España', 'us-east-1', DESPUES)!.texto).toContain('Decisión de Ejecución (UE) 2023/1795');
    expect(transferenciaDe('España', 'sa-east-1', DESPUES)!.texto).toContain('Decisión de Ejecución (UE) 2021/914');
    expect(transferenciaDe('España', 'eu-west-1', DESPUES)!.tipo).toBe('sin-transferencia');
    expect(transferenciaDe('Argentina', 'eu-south-2', DESPUES)!.texto).toContain('Disposición 60-E/2016');
    expect(transferenciaDe('Argentina', 'us-east-1', DESPUES)!.texto).toContain('Resolución AAIP 198/2023');
    expect(transferenciaDe('Colombia', 'us-east-1', DESPUES)!.texto).toContain('Superintendencia de Industria y Comercio');
    expect(transferenciaDe('Colombia', 'sa-east-1', DESPUES)).toMatchObject({
      requiereSalvaguarda: true,
      salvaguarda: 'Contrato con el encargado del tratamiento',
    });
    expect(transferenciaDe('Perú', 'us-east-1', DESPUES)!.texto).toContain('Ley 29733 (artículo 15)');
    expect(transferenciaDe('México', 'us-east-1', DESPUES)!.texto).toContain('artículos 50 y 51 de su Reglamento');
  });

  it('a region in the company’s own country is no transfer', () => {
    expect(transferenciaDe('México', 'mx-central-1', DESPUES)).toMatchObject({ tipo: 'mismo-pais', requiereSalvaguarda: false });
    expect(transferenciaDe('España', 'eu-south-2', DESPUES)!.texto).toBe(
      'Los datos se quedan en España: no hay transferencia internacional.',
    );
  });

  it('Chile asks for nothing until 30 November 2026 and for a safeguard from 1 December (Santiago’s day)', () => {
    expect(transferenciaDe('Chile', 'us-east-1', ANTES)).toMatchObject({ tipo: 'sin-regla', requiereSalvaguarda: false });
    // 1 December 2026 begins at 03:00 UTC in Santiago (UTC−3 in summer).
    expect(transferenciaDe('Chile', 'us-east-1', new Date('2026-12-01T02:59:00Z'))!.requiereSalvaguarda).toBe(false);
    const b = transferenciaDe('Chile', 'us-east-1', new Date('2026-12-01T03:00:00Z'))!;
    expect(b).toMatchObject({ tipo: 'salvaguarda', requiereSalvaguarda: true, salvaguarda: 'Cláusulas contractuales modelo' });
    expect(b.texto).toContain('artículos 27 y 28');
  });

  it('a region not in the table has no adequacy; a country not known has no basis', () => {
    expect(nombreRegion('af-south-1')).toBe('af-south-1');
    expect(transferenciaDe('España', 'af-south-1', DESPUES)!.requiereSalvaguarda).toBe(true);
    expect(transferenciaDe('Colombia', 'af-south-1', DESPUES)!.requiereSalvaguarda).toBe(true);
    expect(transferenciaDe('Portugal', 'eu-south-2', DESPUES)).toBeNull();
  });

  it('names the region as the console does', () => {
    expect(nombreRegion('eu-south-2')).toBe('Europa (España)');
    expect(nombreRegion('us-east-1')).toBe('EE. UU. Este (Norte de Virginia)');
  });
});
