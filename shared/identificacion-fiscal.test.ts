// The one tax-id check (D128): Spanish CIF with its digit or letter control character, NIF with the
// DNI letter, NIE X/Y/Z, K/L/M; spellings normalised; Mexico's RFC, Colombia's NIT, Argentina's CUIT,
// Chile's RUT and Peru's RUC on python-stdnum's published test numbers (D209); a country Talentia does
// not know yet by its loose shape.
import { describe, expect, it } from 'vitest';
import {
  comprobarIdentificacionFiscal,
  errorIdentificacionFiscal,
  errorIdentificacionFiscalEditada,
  esEspana,
  normalizarIdentificacionFiscal,
} from './identificacion-fiscal.js';
import { fmt, identificacionFiscal as msg } from './messages.js';
import { PAISES, paisDe, siglaIdentificacion } from './paises.js';

describe('a Spanish tax id', () => {
  it.each([
    ['B12345674', 'CIF'], // a limited company: control digit
    ['A58818501', 'CIF'],
    ['Q2826000H', 'CIF'], // a public body: control letter
    ['P1234567D', 'CIF'],
    ['G12345674', 'CIF'], // an association: either
    ['G1234567D', 'CIF'],
    ['N0032484H', 'CIF'],
    ['12345678Z', 'NIF'],
    ['00000000T', 'NIF'],
    ['X1234567L', 'NIE'],
    ['Y1234567X', 'NIE'],
    ['Z1234567R', 'NIE'],
    ['K1234567L', 'NIF'],
  ])('%s is a valid %s', (id, tipo) => {
    expect(comprobarIdentificacionFiscal(id)).toEqual({ valido: true, valor: id, tipo });
    expect(errorIdentificacionFiscal(id, 'España')).toBeNull();
  });

  it.each([
    ['B12345678', msg.controlCif], // wrong control digit
    ['B1234567D', msg.controlCif], // A, B, E, H end in the digit, not its letter
    ['P12345674', msg.controlCif], // P, Q, S end in the letter, not its digit
    ['Q2826000J', msg.controlCif],
    ['G12345675', msg.controlCif],
    ['12345678A', msg.controlNif],
    ['X1234567A', msg.controlNie],
    ['123', msg.formatoEspana],
    ['B123', msg.formatoEspana],
    ['I12345674', msg.formatoEspana], // no entity letter I
    ['B1234567', msg.formatoEspana],
    ['1234567Z', msg.formatoEspana],
    ['', msg.obligatorio],
    ['  - ', msg.obligatorio],
  ])('%s is refused: %s', (id, mensaje) => {
    expect(comprobarIdentificacionFiscal(id)).toMatchObject({ valido: false, mensaje });
    expect(errorIdentificacionFiscal(id, 'españa')).toBe(mensaje);
  });

  it.each([
    ['b12345674', 'B12345674'],
    [' B-1234567-4 ', 'B12345674'],
    ['b 1234 5674', 'B12345674'],
    ['12.345.678-z', '12345678Z'],
    ['x-1234567-l', 'X1234567L'],
    ['ESB12345674', 'B12345674'],
    ['es 12345678z', '12345678Z'],
  ])('%j is normalised to %s and checked', (escrito, valor) => {
    expect(normalizarIdentificacionFiscal(escrito)).toBe(valor);
    expect(comprobarIdentificacionFiscal(escrito)).toMatchObject({ valido: true, valor });
  });
});

describe("the company's country", () => {
  it.each([[undefined], [''], ['España'], ['  españa '], ['ESPAÑA'], ['Espana'], ['Spain'], ['ES'], ['esp']])('%j is Spain', (pais) =>
    expect(esEspana(pais)).toBe(true),
  );
  it.each([['Portugal'], ['Francia'], ['Colombia'], ['México'], [null]])('%s is not Spain', (pais) => expect(esEspana(pais)).toBe(false));

  it("a country Talentia does not know yet: its id is checked by its shape, not by Spain's control characters", () => {
    expect(comprobarIdentificacionFiscal('PT 501 964 843', 'Portugal')).toEqual({ valido: true, valor: 'PT501964843', tipo: 'extranjero' });
    expect(comprobarIdentificacionFiscal('B12345678', 'Francia')).toMatchObject({ valido: true });
    // The ES prefix is only dropped for a Spanish company.
    expect(normalizarIdentificacionFiscal('ESB12345674', 'Francia')).toBe('ESB12345674');
    for (const id of ['123', 'ABCDEFG', '1234567890123456789012', 'B1#234567'])
      expect(errorIdentificacionFiscal(id, 'Portugal')).toBe(msg.formatoExtranjero);
    expect(errorIdentificacionFiscal('', 'Portugal')).toBe(msg.obligatorio);
  });
});

// Valid numbers from python-stdnum's tests (tests/test_mx_rfc.doctest, test_co_nit, test_ar_cuit,
// test_cl_rut, test_pe_ruc: numbers «found online», every ninth of each list), written as they were.
const PUBLICADOS = {
  México: {
    tipo: 'RFC',
    ids: [
      '&JE040614N51',
      'AAM090224BC2',
      'AHO120203E8A',
      'AOX040831A59',
      'AWI1206064H1',
      'BNE110914EY0',
      'CET790711B43',
      'CLO850611371',
      'COP891005HV6',
      'CTS840406DB5',
      'DIN130417NB8',
      'ECM080228KF1',
      'EMA001219M72',
      'EYA810212AB7',
      'FMP110620626',
      'GBM110523N11',
      'GMA050607UA0',
      'GURK651124IZ6',
      'IAG960627I24',
      'IME060217HN7',
    ],
  },
  Colombia: {
    tipo: 'NIT',
    ids: [
      '15.252.525-0',
      '79.896.529.6',
      '800.184.048-4',
      '800216278-0',
      '800240882-0',
      '805001157-2',
      '830.036-334-1',
      '830006404-0',
      '844.003.225-6',
      '860.013.433-2',
      '860.400.538-7',
      '860002183-9',
      '860007379-8',
      '860027404-1',
      '890.101.994-9',
      '890.399.025-6',
      '890.900.840-1',
      '890704737-0',
      '891.200.208-6',
      '891.780.093-3',
    ],
  },
  Argentina: {
    tipo: 'CUIT',
    ids: [
      '20-05536168-2',
      '20040356437',
      '20076084735',
      '20105567643',
      '20125491783',
      '20146234306',
      '20205752766',
      '20238697752',
      '20272201588',
      '20300953655',
      '20324381709',
      '20373308359',
      '23161822434',
      '27023396861',
      '27103456784',
      '30011111110',
      '30653311857',
      '30670349760',
      '30691769336',
      '30700596210',
    ],
  },
  Chile: {
    tipo: 'RUT',
    ids: [
      '10219183-8',
      '10626628-K',
      '10726809-K',
      '12392004-K',
      '12415074-4',
      '13095834-6',
      '15187234-4',
      '52000543-9',
      '65700550-9',
      '76005843-2',
      '76014309-K',
      '76043478-7',
      '76077253-4',
      '76375410-3',
      '77248650-2',
      '78432780-9',
      '8005083-6',
      '92648000-6',
    ],
  },
  Perú: {
    tipo: 'RUC',
    ids: [
      '10010734121',
      '10156612001',
      '10254430752',
      '10436581772',
      '20123458444',
      '20171781648',
      '20212516661',
      '20357089795',
      '20450258882',
      '20455554617',
      '20493298900',
      '20514261262',
      '20537999731',
    ],
  },
} as const;

describe("a Latin American company's tax id (D209)", () => {
  it.each(Object.entries(PUBLICADOS).flatMap(([pais, { tipo, ids }]) => ids.map((id) => [id, pais, tipo] as const)))(
    '%s is a valid id of %s (%s)',
    (id, pais, tipo) => {
      const r = comprobarIdentificacionFiscal(id, pais);
      expect(r).toEqual({ valido: true, valor: normalizarIdentificacionFiscal(id, pais), tipo });
    },
  );

  it.each([
    ['México', 'SIN9311169P8'],
    ['México', 'ACA120116TX4'],
  ])('an RFC whose check character does not match is accepted with a warning (%s %s): about 1.5 %% of those in use are so', (pais, id) => {
    expect(comprobarIdentificacionFiscal(id, pais)).toEqual({ valido: true, valor: id, tipo: 'RFC', aviso: msg.rfcAviso });
    expect(errorIdentificacionFiscal(id, pais)).toBeNull();
  });

  it.each([
    ['México', 'ABCD12345678', msg.rfcFormato], // 4 letters and 8 digits: no homoclave
    ['México', 'AKJ970902', msg.rfcFormato], // a company's RFC without its homoclave
    ['México', 'ACA121316TX5', msg.rfcFecha], // month 13
    ['México', 'ACA130229TX5', msg.rfcFecha], // 29 February 2013
    ['Colombia', '2131234350', msg.nitControl],
    ['Colombia', '2131234', msg.nitFormato],
    ['Colombia', '213123435A', msg.nitFormato],
    ['Argentina', '20-05536168-3', msg.cuitControl],
    ['Argentina', '99-05536168-8', msg.cuitFormato], // no such type
    ['Argentina', '2026756539', msg.cuitFormato],
    ['Chile', '76.011.739-1', msg.rutControl],
    ['Chile', '10626628-1', msg.rutControl],
    ['Chile', '12345', msg.rutFormato],
    ['Perú', '20109980937', msg.rucControl],
    ['Perú', '30109980936', msg.rucFormato], // neither a person nor a company
    ['Perú', '2010998093', msg.rucFormato],
  ])('%s: %s is refused with its message', (pais, id, mensaje) => {
    expect(comprobarIdentificacionFiscal(id, pais)).toMatchObject({ valido: false, mensaje });
    expect(errorIdentificacionFiscal(id, pais)).toBe(mensaje);
  });

  it("each message's example is a valid id of its country, with no warning", () => {
    const ejemplos: Array<[string, string]> = [
      ['México', /como (\S+)$/.exec(msg.rfcFormato)![1]!],
      ['Colombia', /como (\S+)$/.exec(msg.nitFormato)![1]!],
      ['Argentina', /como (\S+)$/.exec(msg.cuitFormato)![1]!],
      ['Chile', /como (\S+)$/.exec(msg.rutFormato)![1]!],
      ['Perú', /como (\S+)$/.exec(msg.rucFormato)![1]!],
    ];
    for (const [pais, id] of ejemplos)
      expect(comprobarIdentificacionFiscal(id, pais), `${pais} ${id}`).toEqual({
        valido: true,
        valor: normalizarIdentificacionFiscal(id, pais),
        tipo: expect.any(String),
      });
  });

  it("each country's example in the forms is a valid id of it, with no warning", () => {
    for (const p of Object.values(PAISES))
      expect(comprobarIdentificacionFiscal(p.identificacion.ejemplo, p.nombre), p.nombre).toEqual({
        valido: true,
        valor: normalizarIdentificacionFiscal(p.identificacion.ejemplo, p.nombre),
        tipo: expect.any(String),
      });
  });

  it("the country as a person types it; an empty id names the country's own", () => {
    expect(paisDe('méxico')).toBe('MX');
    expect(paisDe('Estados Unidos Mexicanos')).toBe('MX');
    expect(paisDe(' PERU ')).toBe('PE');
    expect(paisDe('República de Chile')).toBe('CL');
    expect(paisDe('AR')).toBe('AR');
    expect(paisDe('')).toBe('ES');
    expect(paisDe('Uruguay')).toBeNull();
    expect(siglaIdentificacion('Colombia')).toBe('NIT');
    expect(siglaIdentificacion('España')).toBe('CIF');
    expect(siglaIdentificacion('Uruguay')).toBe('Identificador fiscal');
    expect(errorIdentificacionFiscal('', 'México')).toBe(fmt(msg.obligatorioPais, { sigla: 'RFC' }));
    expect(errorIdentificacionFiscal('', 'España')).toBe(msg.obligatorio);
  });

  it('an edit checks the id again when the company moves from one known country to another, not when it stays', () => {
    // A Spanish CIF stored, the company now in Mexico: the CIF is no RFC.
    expect(errorIdentificacionFiscalEditada({ cif: 'B12345674', pais: 'España' }, { pais: 'México' })).toBe(msg.rfcFormato);
    // An RFC stored before D209 with a bad check character, another field edited: not checked again.
    expect(errorIdentificacionFiscalEditada({ cif: 'ACA120116TX4', pais: 'México' }, { pais: 'mexico' })).toBeNull();
  });
});
