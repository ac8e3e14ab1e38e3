// «Supervisión de la IA» on the company's Configuración (D153; EU AI Act Art. 14 and 26): the one
// switch that pauses the AI (no model's follow-up questions, only the template's fixed ones, D158;
// every report by Talentia's built-in analyzer; the candidates' notice says so), the integrity
// signals' switch (D158) — each change goes into the oversight record with who and when —
// and the record's export for an audit: a period (at most 12 months) as CSV or JSON, read by the
// server page by page.
import { useState } from 'react';
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { fmt, supervision as msg } from '@shared/messages';
import { SUPERVISION } from '@shared/schemas/supervision';
import { AvisoError } from '../../../components/aviso-error';
import { CamposPeriodo, hoyUtc } from '../../../components/campos-periodo';
import { DownloadIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { llamar } from '../../../lib/api-rutas';
import { guardarArchivo } from '../../../lib/descargar';
import { mensajeDeError } from '../../../lib/form-errors';
import { useRuta } from '../../../lib/use-ruta';
import { SenalesIntegridad } from './senales-integridad';
import { ComentariosCandidatoAjuste } from './comentarios-candidato';
import { InterruptorEmpresa } from './interruptor-empresa';
import { UmbralRecomendacion } from './umbral-recomendacion';
import { MinimoEquidad } from './minimo-equidad';

function PausaIA({ empresaId }: { empresaId: string }) {
  const { data, mutate } = useRuta('GET /api/configuracion/empresa/{empresaId}/pausa-ia', { params: { empresaId } });
  const [guardando, setGuardando] = useState(false);
  const cambiar = async (pausada: boolean) => {
    setGuardando(true);
    try {
      const r = await llamar('PUT /api/configuracion/empresa/{empresaId}/pausa-ia', { params: { empresaId }, body: { pausada } });
      await mutate(r.data, { revalidate: false });
      toaster.create({ type: pausada ? 'warning' : 'success', title: r.message || (pausada ? msg.pausada : msg.reanudada) });
    } catch (error) {
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo cambiar la pausa de la IA') });
    } finally {
      setGuardando(false);
    }
  };
  const pausada = data?.pausada ?? false;
  return (
    <InterruptorEmpresa
      etiqueta="Pausar la IA"
      descripcion="En pausa ningún modelo de lenguaje hace preguntas de seguimiento (solo las fijas de la plantilla, cuando a un ejemplo le falta la acción propia o el resultado) y los informes los escribe el analizador integrado de Talentia, sin modelos de lenguaje. El aviso a los candidatos lo dice. Cada cambio queda en el registro de supervisión."
      colorPalette="orange"
      activo={pausada}
      deshabilitado={!data || guardando}
      onCambiar={(x) => void cambiar(x)}
      estado={pausada ? 'En pausa' : 'Activa'}
      autoria={data}
    />
  );
}

const haceUnMes = () => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

function ExportarRegistro({ empresaId }: { empresaId: string }) {
  const [desde, setDesde] = useState(haceUnMes);
  const [hasta, setHasta] = useState(hoyUtc);
  const [error, setError] = useState<string | null>(null);
  const [descargando, setDescargando] = useState<'csv' | 'json' | null>(null);
  const exportar = async (formato: 'csv' | 'json') => {
    setError(null);
    setDescargando(formato);
    try {
      const { data } = await llamar('GET /api/informes/supervision/exportar', { query: { empresaId, desde, hasta, formato } });
      const nombre = `supervision_${desde}_${hasta}.${formato}`;
      // The CSV keeps its BOM so a spreadsheet reads the accents (the browser's text() drops it).
      const blob =
        formato === 'csv'
          ? new Blob(['\uFEFF', String(data ?? '')], { type: 'text/csv;charset=utf-8' })
          : new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      guardarArchivo(blob, nombre);
    } catch (err) {
      setError(mensajeDeError(err, 'No se pudo exportar el registro'));
    } finally {
      setDescargando(null);
    }
  };
  return (
    <Stack gap="3" as="form" aria-label="Exportar el registro de supervisión" onSubmit={(e) => e.preventDefault()}>
      <Text fontSize="sm" color="fg.muted">
        {fmt(
          'Cada paso en que intervino la IA y cada decisión de una persona sobre ella, con identificadores y huellas SHA-256, sin datos personales de los candidatos. Un periodo de {meses} meses como máximo; se conserva {conservacion} meses.',
          { meses: SUPERVISION.mesesExportacionMax, conservacion: SUPERVISION.mesesConservacion },
        )}
      </Text>
      <HStack gap="3" wrap="wrap" align="end">
        <CamposPeriodo desde={desde} hasta={hasta} onDesde={setDesde} onHasta={setHasta} />
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button
          variant="outline"
          onClick={() => void exportar('csv')}
          loading={descargando === 'csv'}
          disabled={!desde || !hasta || !!descargando}
        >
          <DownloadIcon />
          Exportar CSV
        </Button>
        <Button
          variant="outline"
          onClick={() => void exportar('json')}
          loading={descargando === 'json'}
          disabled={!desde || !hasta || !!descargando}
        >
          <DownloadIcon />
          Exportar JSON
        </Button>
      </HStack>
      <AvisoError mensaje={error} />
    </Stack>
  );
}

export function SupervisionIA({ empresaId }: { empresaId: string }) {
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-labelledby="supervision-ia-titulo">
      <Card.Header>
        <Card.Title as="h2" id="supervision-ia-titulo" fontSize="lg">
          Supervisión de la IA
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <PausaIA empresaId={empresaId} />
          <SenalesIntegridad empresaId={empresaId} />
          <ComentariosCandidatoAjuste empresaId={empresaId} />
          <UmbralRecomendacion empresaId={empresaId} />
          <MinimoEquidad empresaId={empresaId} />
          <Stack gap="2">
            <Text fontWeight="medium">Registro de supervisión</Text>
            <ExportarRegistro empresaId={empresaId} />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
