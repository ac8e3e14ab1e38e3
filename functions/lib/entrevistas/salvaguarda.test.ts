// The first interview waits for the safeguard (issue 67 item 8): only the first — a company that
// already had interviews is not stopped — and only where the country's law asks for one in that region.
import { describe, expect, it } from 'vitest';
import type { EmpresaItem } from '../db/empresas.js';
import { comprobarSalvaguarda, SalvaguardaPendiente } from './salvaguarda.js';

const DIA = new Date('2026-12-15T12:00:00Z');
const EEUU = { AWS_REGION: 'us-east-1' };
const empresa = (pais: string, extra: Partial<EmpresaItem> = {}) =>
  ({ id: 'e1', direccion: { pais }, uso: { entrevistas: 0 }, ...extra }) as unknown as EmpresaItem;
const salvaguarda = (region: string, pais: string) => ({
  configuracion: {
    salvaguardaTransferencia: {
      tipo: 'Cláusulas contractuales modelo',
      referencia: 'Anexo II',
      fechaDocumento: '2026-10-01',
      region,
      pais,
      por: null,
      fecha: null,
    },
  },
});

describe('comprobarSalvaguarda', () => {
  it('refuses the first interview of a Peruvian company in a US region without its safeguard', () => {
    expect(() => comprobarSalvaguarda(empresa('Perú'), DIA, EEUU)).toThrow(SalvaguardaPendiente);
    expect(() => comprobarSalvaguarda(empresa('Perú'), DIA, EEUU)).toThrow(
      /EE\. UU\. Este \(Norte de Virginia\) \(cláusulas contractuales modelo\)/,
    );
  });

  it('lets it through once recorded for that region and country, not for another', () => {
    expect(() => comprobarSalvaguarda(empresa('Perú', salvaguarda('us-east-1', 'PE')), DIA, EEUU)).not.toThrow();
    expect(() => comprobarSalvaguarda(empresa('Perú', salvaguarda('eu-south-2', 'PE')), DIA, EEUU)).toThrow(SalvaguardaPendiente);
    expect(() => comprobarSalvaguarda(empresa('Perú', salvaguarda('us-east-1', 'MX')), DIA, EEUU)).toThrow(SalvaguardaPendiente);
  });

  it('does not stop a company that already had interviews', () => {
    expect(() => comprobarSalvaguarda(empresa('Perú', { uso: { entrevistas: 3 } }), DIA, EEUU)).not.toThrow();
    expect(() => comprobarSalvaguarda(empresa('Perú', { licencias: { utilizadas: 1 } }), DIA, EEUU)).not.toThrow();
  });

  it('asks nothing where the law asks nothing: Spain in the US (adequacy), Mexico in Mexico, a country not known', () => {
    expect(() => comprobarSalvaguarda(empresa('España'), DIA, EEUU)).not.toThrow();
    expect(() => comprobarSalvaguarda(empresa('México'), DIA, { AWS_REGION: 'mx-central-1' })).not.toThrow();
    expect(() => comprobarSalvaguarda(empresa('Portugal'), DIA, EEUU)).not.toThrow();
  });
});
