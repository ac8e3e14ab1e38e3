// The same text in several answers (../repeticion.ts): one answer said many times. Kept once — where
// it speaks most to its own question (the first such, on a tie), unless the answer checks left it out
// there — and evidence only for that question's competency.
import { preguntasTexto } from '../../lexico/redactar.js';
import { gruposRepetidos } from '../repeticion.js';
import type { DetectorEntrevista, Hallazgo } from '../tipos.js';
import { excluir, pasaje } from './comun.js';

export const repetida: DetectorEntrevista = {
  tipo: 'repetida',
  detectar: (ls, porRespuesta) => {
    const principales = new Map(ls.filter((l) => l.principal.trim()).map((l) => [l.n, l.principal]));
    const lectura = new Map(ls.map((l) => [l.n, l]));
    const excluida = (n: number) => (porRespuesta.get(n) ?? []).some((h) => h.excluir);
    const out: Hallazgo[] = [];
    for (const grupo of gruposRepetidos(principales)) {
      const propias = (n: number) => lectura.get(n)!.pertinencia?.propias ?? 0;
      const guardada = grupo
        .filter((n) => !excluida(n))
        .reduce<number | null>((a, n) => (a === null || propias(n) > propias(a) ? n : a), null);
      for (const n of grupo)
        out.push({
          marca: {
            tipo: 'repetida',
            pregunta: n,
            relacionadas: grupo,
            detalle:
              n === guardada
                ? `La misma respuesta está en ${preguntasTexto(grupo)}: cuenta solo aquí, y solo para su competencia.`
                : `La misma respuesta está en ${preguntasTexto(grupo)}: aquí no cuenta como evidencia.`,
            pasaje: pasaje(principales.get(n)!),
          },
          ...(n === guardada
            ? { soloPropia: true }
            : { excluir: excluir('repetida', `la respuesta es la misma que la de ${preguntasTexto(grupo.filter((x) => x !== n))}`) }),
        });
    }
    return out;
  },
};
