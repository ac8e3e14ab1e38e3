// The candidate asked from «Mis datos» that their data be erased (D149): the profile says so with
// the deadline; before it an admin may object, only with a written legal reason (the candidate
// reads it), and once objected the notice says who, when and why. Nothing when they asked nothing.
import { useState } from 'react';
import { Alert, Box, Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { BORRADO_SOLICITADO } from '@shared/constants';
import { borradoSolicitado as msg, fmt } from '@shared/messages';
import { tienePermiso } from '@shared/permissions';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { llamar } from '../../../lib/api-rutas';
import { formatFechaHora } from '../../../lib/format';
import { useAccion } from '../../../lib/use-accion';
import { useSession } from '../../../lib/session';
import { useRuta } from '../../../lib/use-ruta';

/** Whether the candidate was emailed the objection (GDPR Art. 12(4)). */
const AVISO = { enviado: msg.avisoOposicionEnviado, omitido: msg.avisoOposicionOmitido, fallido: msg.avisoOposicionFallido } as const;

export function BorradoSolicitadoAviso({ candidatoId, empresaId }: { candidatoId: string; empresaId?: string }) {
  const { user } = useSession();
  const solicitud = useRuta('GET /api/candidatos/{id}/borrado-solicitado', { params: { id: candidatoId }, query: { empresaId } });
  const [abierto, setAbierto] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string>();
  const { enviando, ejecutar } = useAccion({ fallo: msg.noOposicion, alFallar: setError });
  // When the profile opened: the form shows while the deadline is ahead (the server decides anyway).
  const [abiertoEn] = useState(() => Date.now());
  const b = solicitud.data;
  if (!b) return null;
  const esAdmin = !!user && tienePermiso(user.rol, user.activo !== false, 'edit_empresa');
  const abiertoPlazo = Date.parse(b.plazoHasta) > abiertoEn;

  const oponerse = async () => {
    const texto = motivo.trim();
    if (texto.length < BORRADO_SOLICITADO.motivoMin) return setError(fmt(msg.motivoCorto, { min: BORRADO_SOLICITADO.motivoMin }));
    setError(undefined);
    await ejecutar(async () => {
      const r = await llamar('POST /api/candidatos/{id}/borrado-solicitado/oposicion', {
        params: { id: candidatoId },
        query: { empresaId },
        body: { motivo: texto },
      });
      toaster.create({ type: 'success', title: r.message || msg.oposicionGuardada });
      await solicitud.mutate(r.data, { revalidate: false });
      setAbierto(false);
    });
  };

  return (
    <Alert.Root status={b.estado === 'opuesta' ? 'info' : 'warning'} alignItems="start" data-testid="borrado-solicitado">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{msg.aviso}</Alert.Title>
        <Alert.Description>
          {b.estado === 'pendiente' ? (
            <Stack gap="3" mt="1">
              <Text>{fmt(msg.avisoPlazo, { fecha: formatFechaHora(b.plazoHasta) ?? b.plazoHasta })}</Text>
              {!esAdmin ? (
                <Text fontSize="sm">{msg.soloAdmin}</Text>
              ) : !abiertoPlazo ? (
                <Text fontSize="sm">{msg.plazoVencido}</Text>
              ) : !abierto ? (
                <Box>
                  <Button size="sm" variant="outline" onClick={() => setAbierto(true)}>
                    {msg.oponerse}
                  </Button>
                </Box>
              ) : (
                <Stack gap="2">
                  <FormField label={msg.motivoEtiqueta} helperText={msg.motivoAyuda} error={error} required>
                    <Textarea
                      value={motivo}
                      onChange={(e) => setMotivo(e.target.value)}
                      maxLength={BORRADO_SOLICITADO.motivoMax}
                      rows={4}
                      bg="bg"
                    />
                  </FormField>
                  <Stack direction="row" gap="2" wrap="wrap">
                    <Button size="sm" colorPalette="red" onClick={() => void oponerse()} loading={enviando}>
                      {msg.enviarOposicion}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setAbierto(false)} disabled={enviando}>
                      Cancelar
                    </Button>
                  </Stack>
                </Stack>
              )}
            </Stack>
          ) : (
            <Stack gap="1" mt="1">
              <Text>{fmt(msg.avisoOpuesta, { por: b.oposicion?.por ?? '', fecha: formatFechaHora(b.oposicion?.fecha) ?? '' })}</Text>
              <Text fontStyle="italic" whiteSpace="pre-wrap">
                {b.oposicion?.motivo}
              </Text>
              {b.oposicion?.aviso && <Text fontSize="sm">{AVISO[b.oposicion.aviso]}</Text>}
            </Stack>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
