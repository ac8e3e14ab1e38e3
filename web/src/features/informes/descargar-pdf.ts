// 'Descargar PDF' of a report: the PDF needs the whole interview (the report, the review and the
// transcript), read from SWR's copy when the card or the dialog already loaded it, else asked for
// (and kept, so opening it next costs nothing). The PDF module and pdfmake load only on the first
// download: they stay out of the screen's first bundle.
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Entrevista } from '@shared/schemas/entrevista';
import { toaster } from '../../components/toaster';
import { llamar } from '../../lib/api-rutas';
import { mensajeDeError } from '../../lib/form-errors';
import { claveEntrevista } from './api/informes';

export function useDescargaPdf(empresaId: string | undefined, empresa: string) {
  const { cache, mutate } = useSWRConfig();
  const [descargando, setDescargando] = useState<string | null>(null);

  const descargar = async (id: string, cargada?: Entrevista) => {
    setDescargando(id);
    try {
      const clave = claveEntrevista(id, empresaId);
      let entrevista = cargada ?? (cache.get(clave)?.data as Entrevista | undefined);
      if (!entrevista) {
        ({ data: entrevista } = await llamar('GET /api/entrevistas/{id}', { params: { id }, query: { empresaId } }));
        void mutate(clave, entrevista, { revalidate: false });
      }
      const { descargarInformePdf } = await import('../../components/informe-ia/pdf');
      await descargarInformePdf(entrevista, { empresa });
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo descargar el PDF del informe') });
    } finally {
      setDescargando(null);
    }
  };

  return { descargando, descargar };
}
