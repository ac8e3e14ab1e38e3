// The AI report's place in an interview's details: while the analysis runs (completada) a line says
// the report will appear (when it failed, that it did, and an admin's 'Reintentar análisis', D78);
// once analizada or validada, 'Ver informe' shows it here (tabs and how it was made) and 'Ver
// completo' opens it with the transcript and the review.
import { useId, useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { informes as msg } from '@shared/messages';
import { tienePermiso } from '@shared/permissions';
import { autorInforme, DECISION_ETIQUETA } from '@shared/schemas/informe';
import { FileTextIcon } from '../../../components/icons';
import { InformeIAVista } from '../../../components/informe-ia/informe-ia';
import { Seccion } from '../../../components/seccion';
import { toaster } from '../../../components/toaster';
import { useAccion } from '../../../lib/use-accion';
import { useSession } from '../../../lib/session';
import { type EntrevistaFila, useReintentarAnalisis, useValidarEntrevista } from '../api/entrevistas';
import { InformeCompletoDialog } from '../../../components/informe-ia/informe-completo-dialog';

interface InformeEnDetalleProps {
  entrevista: EntrevistaFila;
  empresaId?: string;
  onValidada?: (e: EntrevistaFila) => void;
}

function estadoRevision(e: EntrevistaFila): string {
  if (e.estado === 'validada' && e.validacion) {
    return `Revisado por ${e.validacion.por.nombre}: ${DECISION_ETIQUETA[e.validacion.decision]}.`;
  }
  return 'Pendiente de revisión: ábrelo completo para registrar tu decisión.';
}

/** The analysis failed on its queue's last delivery (D78): said so, and an admin may queue it again. */
function AnalisisFallido({ entrevista: e, empresaId }: { entrevista: EntrevistaFila; empresaId?: string }) {
  const { user } = useSession();
  const reintentar = useReintentarAnalisis(e.id, empresaId);
  const { enviando, ejecutar } = useAccion({ fallo: 'No se pudo reintentar el análisis' });
  const puede = !!user && tienePermiso(user.rol, user.activo !== false, 'edit_empresa');
  const alPulsar = () =>
    ejecutar(async () => {
      const r = await reintentar();
      toaster.create({ type: 'success', title: r.message ?? msg.reintentoEncolado });
    });
  return (
    <Stack gap="2" data-testid="analisis-fallido">
      <Text fontSize="sm" color="red.fg">
        {msg.fallidoTitulo}: el informe no se pudo generar.
        {puede ? '' : ' Un administrador puede reintentarlo.'}
      </Text>
      {puede && (
        <Box>
          <Button size="sm" variant="outline" colorPalette="brand" loading={enviando} onClick={() => void alPulsar()}>
            Reintentar análisis
          </Button>
        </Box>
      )}
    </Stack>
  );
}

export function InformeEnDetalle({ entrevista: e, empresaId, onValidada }: InformeEnDetalleProps) {
  const [abierto, setAbierto] = useState(false);
  const [completo, setCompleto] = useState(false);
  const enviar = useValidarEntrevista(e.id, empresaId);
  const id = useId();

  if (e.estado === 'completada' && e.analisis?.estado === 'fallida') return <AnalisisFallido entrevista={e} empresaId={empresaId} />;
  if (e.estado === 'completada') {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="analisis-en-curso">
        Análisis en curso: el informe aparecerá aquí cuando termine.
      </Text>
    );
  }
  if (e.estado !== 'analizada' && e.estado !== 'validada') return null;
  const informe = e.informeIA;
  if (!informe) {
    return (
      <Seccion titulo="Informe">
        <Text fontSize="sm" color="fg.muted">
          El informe de esta entrevista no está disponible.
        </Text>
      </Seccion>
    );
  }

  return (
    <Seccion
      titulo={`Informe ${autorInforme(informe.procedencia.metodo)}`}
      descripcion={estadoRevision(e)}
      acciones={
        <Button size="sm" variant="outline" flexShrink="0" aria-expanded={abierto} aria-controls={id} onClick={() => setAbierto((a) => !a)}>
          <FileTextIcon />
          {abierto ? 'Ocultar informe' : msg.verInforme}
        </Button>
      }
    >
      <Stack gap="3">
        <Box id={id} hidden={!abierto}>
          {abierto && (
            <InformeIAVista
              informe={informe}
              nivelTitulos={4}
              rubrica={e.rubrica}
              transcripcion={e.transcripcion}
              onVerCompleto={() => setCompleto(true)}
            />
          )}
        </Box>
        {!abierto && (
          <Box>
            <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => setCompleto(true)}>
              {e.estado === 'analizada' ? 'Revisar el informe' : 'Ver completo'}
            </Button>
          </Box>
        )}
      </Stack>
      {completo && <InformeCompletoDialog entrevista={e} onEnviar={enviar} onClose={() => setCompleto(false)} onValidada={onValidada} />}
    </Seccion>
  );
}
