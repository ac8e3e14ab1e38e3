// The candidate's WhatsApp opt-in on their profile (issue 68 item 3): whether they agreed to WhatsApp
// notices, when, where (the interview's page, «Mis datos», or a person with the evidence of where the
// candidate gave it) and whether it ended. A person records one only with that evidence, and ends one at
// once. Shown while the company has a WhatsApp number connected, or when there is a record to show.
import { useState } from 'react';
import { Box, Button, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { whatsappOptIn as msg } from '@shared/messages';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { llamar } from '../../../lib/api-rutas';
import { formatFechaHora } from '../../../lib/format';
import { useAccion } from '../../../lib/use-accion';
import { useRuta } from '../../../lib/use-ruta';

const FUENTE: Record<string, string> = {
  invitacion: 'lo marcó en la página de la entrevista',
  mis_datos: 'lo marcó en «Mis datos»',
  personal: 'registrado por la empresa',
  respuesta: 'respondió BAJA en WhatsApp',
  desmarcado: 'desmarcó la casilla',
};

export function WhatsAppOptInSeccion({ candidatoId, empresaId }: { candidatoId: string; empresaId?: string }) {
  const vista = useRuta('GET /api/candidatos/{id}/whatsapp', { params: { id: candidatoId }, query: { empresaId } });
  const [abierto, setAbierto] = useState(false);
  const [evidencia, setEvidencia] = useState('');
  const [error, setError] = useState<string>();
  const registro = useAccion({ fallo: 'No se pudo registrar el consentimiento', alFallar: setError });
  const baja = useAccion({ fallo: 'No se pudo dar de baja' });
  const v = vista.data;
  if (!v || (!v.conexion && !v.registro)) return null;
  const r = v.registro;
  const activo = r?.estado === 'activo';

  const registrar = async () => {
    const texto = evidencia.trim();
    if (!texto) return setError(msg.evidenciaObligatoria);
    setError(undefined);
    await registro.ejecutar(async () => {
      const res = await llamar('POST /api/candidatos/{id}/whatsapp', {
        params: { id: candidatoId },
        query: { empresaId },
        body: { evidencia: texto },
      });
      toaster.create({ type: 'success', title: res.message || msg.registradoPersonal });
      setAbierto(false);
      setEvidencia('');
      await vista.mutate(res.data, { revalidate: false });
    });
  };

  const darDeBaja = () =>
    baja.ejecutar(async () => {
      const res = await llamar('POST /api/candidatos/{id}/whatsapp/baja', { params: { id: candidatoId }, query: { empresaId }, body: {} });
      toaster.create({ type: 'success', title: res.message || msg.retiradoPersonal });
      await vista.mutate(res.data, { revalidate: false });
    });

  return (
    <Box data-testid="whatsapp-optin">
      <Text fontWeight="medium" mb="2">
        Avisos por WhatsApp
      </Text>
      <Stack gap="2" fontSize="sm">
        {r ? (
          <>
            <Text>
              {activo
                ? `Activo desde ${formatFechaHora(r.en)} (${FUENTE[r.fuente]}) para el ${r.telefono}.`
                : `Dado de baja el ${formatFechaHora(r.baja?.en ?? r.en)}${r.baja ? ` (${FUENTE[r.baja.fuente]})` : ''}: no se le envía nada por WhatsApp.`}
            </Text>
            <Text color="fg.muted">«{r.texto}»</Text>
            {r.evidencia && <Text color="fg.muted">Evidencia: {r.evidencia}</Text>}
          </>
        ) : (
          <Text color="fg.muted">Sin consentimiento: no se le envía nada por WhatsApp.</Text>
        )}
        {!v.telefono ? (
          <Text color="fg.muted">{msg.sinTelefono}</Text>
        ) : !v.conexion ? null : abierto ? (
          <Stack gap="2">
            <Text color="fg.muted">Palabras que el candidato acepta: «{v.texto}»</Text>
            <FormField label="Dónde y cuándo lo dio el candidato" error={error} required>
              <Textarea
                value={evidencia}
                maxLength={500}
                placeholder="Lo pidió por teléfono el 3 de diciembre"
                onChange={(e) => setEvidencia(e.target.value)}
              />
            </FormField>
            <Flex gap="2">
              <Button size="sm" colorPalette="brand" loading={registro.enviando} onClick={() => void registrar()}>
                Guardar consentimiento
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setAbierto(false)}>
                Cancelar
              </Button>
            </Flex>
          </Stack>
        ) : (
          <Flex gap="2" wrap="wrap">
            {!activo && (
              <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setAbierto(true)}>
                Registrar consentimiento
              </Button>
            )}
            {activo && (
              <Button size="sm" variant="outline" colorPalette="red" loading={baja.enviando} onClick={() => void darDeBaja()}>
                Dar de baja
              </Button>
            )}
          </Flex>
        )}
      </Stack>
    </Box>
  );
}
