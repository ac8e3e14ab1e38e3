// Two real links to the candidate's page for the web part of `npm run bench` (test/bench/web.ts):
// one company, one candidate and two scheduled interviews with their design (nine questions in three
// phases, as a built-in service writes them) and their token, written as the schedule writes them;
// and an open vacancy of that company with its apply link published (/empleo/{codigo}, D187), as
// crearVacante and the link's publication write it.
import { entrevistaKeys } from '../../functions/lib/db/entrevistas.js';
import { putItems } from '../../functions/lib/db/repository.js';
import { entrevistaProgramada } from '../../functions/lib/entrevistas/item.js';
import { hashToken } from '../../functions/lib/entrevistas/token.js';
import { indiceEnlace, vacanteKeys } from '../../functions/lib/db/vacantes.js';
import type { EnlacesCandidato } from './web.js';
import { empresaSinLimites, estadisticasEnFracciones } from './empresa.js';

const EMPRESA = 'bench-web';

const FASES: Array<[string, string[]]> = [
  ['Presentación', ['Cuéntame brevemente tu trayectoria y qué te atrae de esta posición.']],
  [
    'Competencias (STAR)',
    [
      'Cuéntame una situación en la que tuviste que colaborar con alguien cuya forma de trabajar era muy distinta a la tuya.',
      'Describe un problema complejo que tuviste que resolver con información incompleta.',
      'Háblame de una ocasión en la que tuviste que explicar algo difícil a alguien que no era experto.',
      'Cuéntame un cambio importante e inesperado en tu trabajo. ¿Qué hiciste para adaptarte?',
      'Describe un objetivo exigente que conseguiste. ¿Cómo lo planificaste?',
      'Cuéntame una ocasión en la que tomaste la iniciativa sin que nadie te lo pidiera.',
    ],
  ],
  ['Cierre', ['¿Qué herramientas dominas que sean clave para esta posición?', '¿Qué te gustaría aprender en tu próximo puesto?']],
];

export async function sembrarEnlacesCandidato(): Promise<EnlacesCandidato> {
  const items: Array<{ PK: string; SK: string } & Record<string, unknown>> = [
    empresaSinLimites(EMPRESA, {
      nombreComercial: 'Faro Talento',
      email: 'privacidad@faro.test',
      uso: { usuarios: 0, candidatos: 1, entrevistas: 2 },
    }),
    // Its two programadas, counted on its statistics fractions (D111).
    ...estadisticasEnFracciones(EMPRESA, { estado_programada: 2 }),
  ];
  const tokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    const { item, token } = await entrevistaProgramada({
      empresaId: EMPRESA,
      candidato: { id: 'c1', nombre: 'Noa Rey', email: 'noa@bench.test' },
      servicio: { id: 'entrevistas-profundidad', nombre: 'Entrevista en profundidad' },
      fechaProgramada: new Date(Date.now() + 86_400_000).toISOString(),
      duracionEstimada: 60,
      creadoPor: 'bench',
      zonaHoraria: 'America/Bogota',
    });
    tokens.push(token);
    items.push(
      item,
      {
        ...entrevistaKeys.token(hashToken(token)),
        entidad: 'TOKEN_ENTREVISTA',
        empresaId: EMPRESA,
        entrevistaId: item.id,
        expiraEn: item.tokenExpiraEn,
      },
      {
        ...entrevistaKeys.diseno(EMPRESA, item.id),
        entidad: 'ENTREVISTA_DISENO',
        servicioId: 'entrevistas-profundidad',
        servicioVersion: 1,
        estructura: {
          fases: FASES.map(([nombre, preguntas]) => ({
            nombre,
            preguntas: preguntas.map((texto) => ({ texto, explora: 'ejemplos concretos', competencia: nombre })),
          })),
        },
      },
    );
  }
  const ahora = new Date().toISOString();
  const empleo = 'BenchWebEmpleoAbCdEfGh';
  items.push({
    ...vacanteKeys.vacante(EMPRESA, 'vac-bench-web'),
    entidad: 'VACANTE',
    id: 'vac-bench-web',
    empresaId: EMPRESA,
    titulo: 'Técnica de selección',
    areaId: null,
    lugar: 'Bogotá',
    remoto: false,
    responsable: { id: 'bench', nombre: 'Bench' },
    servicioId: 'entrevistas-profundidad',
    estado: 'abierta',
    plazas: 1,
    fechaCierre: null,
    creadaEn: ahora,
    actualizadaEn: ahora,
    creadaPor: 'bench',
    version: 1,
    ...indiceEnlace(empleo),
  });
  await putItems(items);
  return { recorrido: tokens[0]!, lighthouse: tokens[1]!, empleo };
}
