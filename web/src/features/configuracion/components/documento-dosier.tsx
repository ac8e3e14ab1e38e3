// Generating a document of the dossier's route for a period (D174; issue 67 item 7): the algorithm
// dossier, or Colombia's privacy impact study with `tipo`. One hook and one form for both cards: the
// period (the last 12 months by default), the request, its error in Spanish, the document received
// and its downloads (the PDF's code loads on the first one).
import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { DocumentoDosier } from '@shared/schemas/dosier';
import { AvisoError } from '../../../components/aviso-error';
import { CamposPeriodo, hoyUtc } from '../../../components/campos-periodo';
import { DownloadIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { llamar } from '../../../lib/api-rutas';
import { guardarArchivo } from '../../../lib/descargar';
import { mensajeDeError } from '../../../lib/form-errors';

const haceUnAno = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export function useDocumentoDosier<D extends DocumentoDosier>(
  empresaId: string,
  tipo: 'dosier-algoritmico' | 'estudio-impacto-co',
  /** Whether the answer is the document asked for (the route answers either). */
  esDelTipo: (d: DocumentoDosier) => d is D,
  errorTitulo: string,
  /** Makes and downloads its PDF (imported when first asked for). */
  descargarPdf: (d: D) => Promise<void>,
) {
  const [desde, setDesde] = useState(haceUnAno);
  const [hasta, setHasta] = useState(hoyUtc);
  const [documento, setDocumento] = useState<D | null>(null);
  const [generando, setGenerando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const generar = async () => {
    setError(null);
    setGenerando(true);
    try {
      const query = tipo === 'dosier-algoritmico' ? { empresaId, desde, hasta } : { empresaId, desde, hasta, tipo };
      const { data } = await llamar('GET /api/informes/dosier-algoritmico', { query });
      if (esDelTipo(data)) setDocumento(data);
    } catch (err) {
      setError(mensajeDeError(err, errorTitulo));
    } finally {
      setGenerando(false);
    }
  };
  /** The document as JSON, named by its kind and period. */
  const json = () =>
    documento &&
    guardarArchivo(
      new Blob([JSON.stringify(documento, null, 2)], { type: 'application/json' }),
      `${tipo}_${documento.desde}_${documento.hasta}.json`,
    );
  const pdf = async () => {
    if (!documento) return;
    try {
      await descargarPdf(documento);
    } catch (err) {
      toaster.create({ type: 'error', title: mensajeDeError(err, 'No se pudo crear el PDF') });
    }
  };
  return { desde, hasta, setDesde, setHasta, documento, generando, error, generar, json, pdf };
}

type Generacion = ReturnType<typeof useDocumentoDosier>;

/** The period and the button that generates the document, with the server's refusal under it. */
export function GenerarDocumento({
  g,
  nombre,
}: {
  g: Pick<Generacion, 'desde' | 'hasta' | 'setDesde' | 'setHasta' | 'generando' | 'error' | 'generar'>;
  nombre: string;
}) {
  return (
    <Stack gap="3" as="form" aria-label={`Generar el ${nombre}`} onSubmit={(e) => (e.preventDefault(), void g.generar())}>
      <HStack gap="3" wrap="wrap" align="end">
        <CamposPeriodo desde={g.desde} hasta={g.hasta} onDesde={g.setDesde} onHasta={g.setHasta} />
        <Button type="submit" loading={g.generando} disabled={!g.desde || !g.hasta}>
          Generar {nombre}
        </Button>
      </HStack>
      <AvisoError mensaje={g.error} />
    </Stack>
  );
}

/** The generated document's downloads. */
export function DescargasDocumento({ g }: { g: Pick<Generacion, 'pdf' | 'json'> }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="outline" onClick={() => void g.pdf()}>
        <DownloadIcon />
        Descargar PDF
      </Button>
      <Button variant="outline" onClick={g.json}>
        <DownloadIcon />
        Descargar JSON
      </Button>
    </HStack>
  );
}
