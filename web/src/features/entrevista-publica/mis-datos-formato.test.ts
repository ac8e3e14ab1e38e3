// «Mis datos» names the candidate's state in words (D161, issue 54 item 7): «Entrevistado», not the
// stored value «entrevistado» (the page and the PDF both read filasPerfil).
import { describe, expect, it } from 'vitest';
import { ESTADOS_CANDIDATO, ESTADO_CANDIDATO_ETIQUETA } from '@shared/schemas/candidato';
import { datosMisDatos } from '../../test/mis-datos-fixtures';
import { filasPerfil } from './mis-datos-formato';

const candidato = datosMisDatos.empresas[0]!.candidato;
const estadoEn = (estado: (typeof ESTADOS_CANDIDATO)[number]) => new Map(filasPerfil({ ...candidato, estado })).get('Estado en el proceso');

describe('the state in «Mis datos»', () => {
  it('is the state’s Spanish label, for every state', () => {
    expect(estadoEn('entrevistado')).toBe('Entrevistado');
    expect(estadoEn('en_proceso')).toBe('En proceso');
    for (const e of ESTADOS_CANDIDATO) expect(estadoEn(e)).toBe(ESTADO_CANDIDATO_ETIQUETA[e]);
  });
});
