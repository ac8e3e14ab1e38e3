// Renders the candidate's page (its own entry, D85) for an address, as web/src/entrevista/main.tsx
// does, with a fresh SWR cache; and the page's data for an interview under way.
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { PaginaEntrevista } from '../features/entrevista-publica/api/entrevista-publica';
import { EntrevistaPublicaPage, tokenDeRuta } from '../features/entrevista-publica/entrevista-publica-page';
import { paginaDePrueba } from './pagina-entrevista-fixtures';

export function renderEntrevista(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <EntrevistaPublicaPage token={tokenDeRuta(path)} />
    </SWRConfig>,
  );
}

/** An interview under way with Acme Talento, consented to, with these questions (their phases in order); nothing else on. */
export function paginaEnCurso(
  preguntas: NonNullable<PaginaEntrevista['preguntas']>,
  over: Partial<PaginaEntrevista> = {},
): PaginaEntrevista {
  return paginaDePrueba({
    estado: 'en_curso',
    candidatoNombre: 'Lucía',
    aviso: {
      version: '2026-11-26.4',
      resumen: ['Resumen'],
      ia: ['IA'],
      privacidad: ['Privacidad'],
      enlaces: { contacto: 'rrhh@acme.test' },
    },
    consentimiento: { fecha: '2026-11-26T08:00:00.000Z', version: '2026-11-26.4' },
    fases: [...new Set(preguntas.map((p) => p.fase))],
    preguntas,
    respuestas: [],
    ...over,
  });
}
