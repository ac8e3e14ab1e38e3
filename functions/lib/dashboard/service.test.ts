// The global dashboard's recent companies (issue 54 item 7): «Activa» by the rule that counts the
// «N activas» above them, so a company in its trial is not counted active and listed «Inactiva».
import { describe, expect, it } from 'vitest';
import { empresaActiva, type EmpresaItem } from '../db/empresas.js';
import { empresaReciente } from './service.js';

const ahora = new Date('2026-11-26T10:00:00.000Z');
const empresa = (over: Partial<EmpresaItem>): EmpresaItem => ({
  id: 'e1',
  nombreComercial: 'Logística Iberia',
  plan: 'professional',
  ...over,
});

describe('las empresas recientes del dashboard global', () => {
  it.each([
    ['en prueba', { estado: 'trial', activa: true }, true],
    ['activa', { estado: 'activa', activa: true }, true],
    ['suspendida', { estado: 'suspendida', activa: false }, false],
    ['cancelada', { estado: 'cancelada' }, false],
    ['apagada aunque en prueba', { estado: 'trial', activa: false }, false],
  ])('%s: listed as the counter counts it', (_n, over, activa) => {
    const e = empresa(over);
    expect(empresaReciente(e, ahora).activa).toBe(activa);
    expect(empresaReciente(e, ahora).activa).toBe(empresaActiva(e));
  });
});
