// What an HR team sends and keeps beside a candidate, on their profile (D163): the CV (attach,
// replace, download or remove it) and the rejection mail — previewed as the candidate would receive it
// and sent only when a person confirms, once, to a candidate whose status is «Rechazado». (The resend of
// an invitation is the interview's action: components/reenviar-invitacion.tsx.)
import { useRef, useState } from 'react';
import { Alert, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { CV_CANDIDATO } from '@shared/schemas/candidato-envios';
import { ConfirmDialog, useConfirmAction } from '../../../components/confirm-dialog';
import { DownloadIcon, FileTextIcon, TrashIcon, UploadIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { formatFechaHora } from '../../../lib/format';
import { useAccion } from '../../../lib/use-accion';
import type { CandidatoFila } from '../api/candidatos';
import { descargarCv, enviarRechazo, quitarCv, subirCv, useVistaRechazo } from '../api/envios';

const ACEPTA = Object.keys(CV_CANDIDATO.tipos)
  .map((ext) => `.${ext}`)
  .concat(Object.values(CV_CANDIDATO.tipos))
  .join(',');

function tamano(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

/** The CV: its name, size and date, «Descargar CV», «Subir CV» (or «Sustituir CV») and «Quitar CV» (confirmed). */
export function CvCandidatoSeccion({ c, empresaId, onCambiado }: { c: CandidatoFila; empresaId?: string; onCambiado: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const subida = useAccion({ fallo: 'No se pudo guardar el CV', alFallar: setError, toast: true });
  const descarga = useAccion({ fallo: 'No se pudo descargar el CV' });
  const [quitando, setQuitando] = useState(false);
  const cv = c.cv ?? null;
  const quitar = useConfirmAction(async () => {
    const r = await quitarCv(c.id, empresaId);
    toaster.create({ type: 'success', title: r.message || 'CV quitado' });
    setQuitando(false);
    onCambiado();
  }, 'No se pudo quitar el CV');

  const subir = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    await subida.ejecutar(async () => {
      const r = await subirCv(c.id, file, empresaId);
      toaster.create({ type: 'success', title: r.message || 'CV guardado correctamente' });
      onCambiado();
    });
    if (input.current) input.current.value = '';
  };

  const descargar = async () => {
    if (!cv) return;
    await descarga.ejecutar(() => descargarCv(c.id, cv.nombre, empresaId));
  };

  return (
    <Box data-testid="cv-candidato">
      <Text fontWeight="medium" mb="2">
        Currículum (CV)
      </Text>
      {cv ? (
        <Flex gap="2" align="center" mb="3" minW="0">
          <FileTextIcon />
          <Box minW="0">
            <Text fontSize="sm" truncate>
              {cv.nombre}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {tamano(cv.tamano)} · subido el {formatFechaHora(cv.subidoEn)}
            </Text>
          </Box>
        </Flex>
      ) : (
        <Text fontSize="sm" color="fg.muted" mb="3">
          Sin CV adjunto. PDF o Word (.docx), hasta 4 MB.
        </Text>
      )}
      <input
        ref={input}
        type="file"
        accept={ACEPTA}
        hidden
        aria-label={`Archivo del CV de ${c.nombre}`}
        onChange={(e) => void subir(e.currentTarget.files?.[0])}
      />
      <Flex gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={subida.enviando} loadingText="Subiendo...">
          <UploadIcon />
          {cv ? 'Sustituir CV' : 'Subir CV'}
        </Button>
        {cv && (
          <Button size="sm" variant="outline" onClick={() => void descargar()} loading={descarga.enviando} loadingText="Descargando...">
            <DownloadIcon />
            Descargar CV
          </Button>
        )}
        {cv && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setQuitando(true)}>
            <TrashIcon />
            Quitar CV
          </Button>
        )}
      </Flex>
      {quitando && cv && (
        <ConfirmDialog
          title="Quitar el CV"
          pending={quitar.pending}
          error={quitar.error}
          onCancel={() => setQuitando(false)}
          onConfirm={() => void quitar.onConfirm()}
          labels={{ confirm: 'Quitar CV', pending: 'Quitando...' }}
          size="sm"
        >
          Se borrará el archivo «{cv.nombre}» de {c.nombre}. El candidato y sus entrevistas se conservan.
        </ConfirmDialog>
      )}
      {error && (
        <Text fontSize="sm" color="red.fg" role="alert" mt="2">
          {error}
        </Text>
      )}
    </Box>
  );
}

/** When, by whom and from where: the profile's send and a review's (issue 54) are one record. */
function enviadoPor(r: NonNullable<CandidatoFila['rechazoEnviado']>): string {
  const quien = r.porNombre ? ` por ${r.porNombre}` : '';
  const desde = r.entrevistaId ? ', al guardar la revisión de su entrevista' : '';
  return `Enviado el ${formatFechaHora(r.fecha)}${quien}${desde}.`;
}

/** The rejection mail: for a rejected candidate, previewed and confirmed; once sent (here or from a review), when and by whom. */
export function RechazoSeccion({ c, empresaId, onCambiado }: { c: CandidatoFila; empresaId?: string; onCambiado: () => void }) {
  const [abierto, setAbierto] = useState(false);
  const vista = useVistaRechazo(c.id, empresaId, abierto);
  const [error, setError] = useState<string>();
  const { enviando, ejecutar } = useAccion({ fallo: 'No se pudo enviar el email de rechazo', alFallar: setError, toast: true });
  if (c.estado !== 'rechazado' && !c.rechazoEnviado) return null;

  const enviar = async () => {
    setError(undefined);
    await ejecutar(async () => {
      const r = await enviarRechazo(c.id, empresaId);
      toaster.create({ type: 'success', title: r.message || 'Email de rechazo enviado' });
      setAbierto(false);
      onCambiado();
    });
  };

  return (
    <Box data-testid="rechazo-candidato">
      <Text fontWeight="medium" mb="1">
        Email de rechazo
      </Text>
      {c.rechazoEnviado ? (
        <Text fontSize="sm" color="fg.muted">
          {enviadoPor(c.rechazoEnviado)}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" mb="3">
            Opcional: Talentia no lo envía solo. Revisa el texto antes de enviarlo.
          </Text>
          <Button size="sm" variant="outline" onClick={() => setAbierto(true)}>
            Preparar email de rechazo
          </Button>
        </>
      )}
      {abierto && (
        <ConfirmDialog
          title={`Email de rechazo a ${c.nombre}`}
          size="lg"
          colorPalette="brand"
          labels={{ confirm: 'Enviar email de rechazo', pending: 'Enviando...' }}
          pending={enviando}
          error={error}
          confirmDisabled={!vista.data?.activada}
          onCancel={() => setAbierto(false)}
          onConfirm={() => void enviar()}
          body={
            vista.error ? (
              <Text color="red.fg" role="alert">
                {mensajeDeError(vista.error, 'No se pudo preparar la vista previa')}
              </Text>
            ) : !vista.data ? (
              <Text color="fg.muted">Preparando la vista previa...</Text>
            ) : (
              <Stack gap="3" data-testid="rechazo-vista">
                <Text fontSize="sm">
                  <strong>Para:</strong> {vista.data.para}
                </Text>
                <Text fontSize="sm">
                  <strong>Asunto:</strong> {vista.data.asunto}
                </Text>
                <Box borderWidth="1px" rounded="md" overflow="hidden">
                  <iframe
                    title="Vista previa del email de rechazo"
                    sandbox=""
                    srcDoc={vista.data.html}
                    style={{ width: '100%', height: '420px', border: 0, background: 'white' }}
                  />
                </Box>
                {!vista.data.activada && (
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Title>La plantilla «Proceso no continúa» está desactivada en la configuración de email.</Alert.Title>
                  </Alert.Root>
                )}
                <Text fontSize="sm">Se enviará una sola vez y quedará anotado en el perfil del candidato.</Text>
              </Stack>
            )
          }
        />
      )}
    </Box>
  );
}
