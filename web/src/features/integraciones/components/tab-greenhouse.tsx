// The «Greenhouse» tab of Integraciones (D197): the company's Harvest v3 connection, which Talentia
// uses to call Greenhouse (the Assessment Partner URLs Greenhouse calls are under «Claves de API").
// The admin types the Client ID and Client Secret of a «Harvest V3 (OAuth)» credential and the
// number of the Greenhouse user it acts as; saving tests them (a token request). The secret is never
// shown again: only its last four characters. Below, the last stage changes of linked vacancies sent to
// Greenhouse as moves, each with its outcome and, when it failed, why (D201).
import { useState } from 'react';
import { Badge, Button, Input, List, Stack, Text, Wrap } from '@chakra-ui/react';
import type { MovimientoGreenhouse } from '@shared/schemas/greenhouse-harvest';
import { nombreEtapa, type Etapa } from '@shared/schemas/etapas-vacante';
import { FormularioCredenciales, ResumenConexion } from '../../../components/conexion-credenciales';
import { ErrorCarga } from '../../../components/error-carga';
import { FormField } from '../../../components/form-field';
import { Seccion } from '../../../components/seccion';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { formatFechaHora } from '../../../lib/format';
import {
  eliminarConexionHarvest,
  guardarConexionHarvest,
  probarConexionHarvest,
  useConexionHarvest,
  useEtapasDelProceso,
} from '../api/greenhouse';

export function TabGreenhouse({ empresaId }: { empresaId?: string }) {
  const { data, error, isLoading, mutate } = useConexionHarvest(empresaId);
  const etapas = useEtapasDelProceso(empresaId);
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [userId, setUserId] = useState('');
  const [probando, setProbando] = useState(false);

  if (error) return <ErrorCarga titulo="No se pudo cargar la conexión con Greenhouse" error={error} onReintentar={() => void mutate()} />;
  if (isLoading || !data) return <Text color="fg.muted">Cargando…</Text>;

  const aviso = (r: { data: { prueba: { ok: boolean } | null }; message?: string }) =>
    toaster.create({ type: r.data.prueba?.ok ? 'success' : 'error', title: r.message ?? '' });

  const guardar = async () => {
    aviso(await guardarConexionHarvest(empresaId, { clientId, clientSecret, userId }));
    setClientSecret('');
  };
  const probar = async () => {
    setProbando(true);
    try {
      aviso(await probarConexionHarvest(empresaId));
    } catch (err) {
      toaster.create({ type: 'error', title: mensajeDeError(err, 'No se pudo probar la conexión') });
    } finally {
      setProbando(false);
    }
  };

  return (
    <Stack gap="6">
      <Seccion titulo="Greenhouse Harvest v3">
        <Stack gap="4">
          <Text color="fg.muted">
            Para que Talentia pueda mover candidatos en Greenhouse, crea en Greenhouse (Dev Center › API Credentials) unas credenciales
            «Harvest V3 (OAuth)» con los permisos que necesites y escríbelas aquí. El secreto se guarda cifrado y no se vuelve a mostrar.
          </Text>
          {data.configurada && (
            <ResumenConexion
              titulo="Conexión configurada"
              insignia={data.prueba ? { ok: data.prueba.ok, textoOk: 'Funciona', textoError: 'Con errores' } : null}
              detalle={
                <>
                  Client ID: {data.clientId} · Usuario de Greenhouse: {data.userId} · Secreto: …{data.secretoUltimos4}
                </>
              }
              comprobacion={
                data.prueba ? { etiqueta: 'Última prueba', en: data.prueba.probadaEn, ok: data.prueba.ok, error: data.prueba.error } : null
              }
              acciones={
                <Button size="sm" variant="outline" loading={probando} onClick={() => void probar()}>
                  Probar conexión
                </Button>
              }
              eliminar={{
                titulo: 'Eliminar la conexión con Greenhouse',
                texto: 'Talentia dejará de poder llamar a Greenhouse Harvest con estas credenciales; su secreto cifrado se borra.',
                accion: () => eliminarConexionHarvest(empresaId),
                errorPorDefecto: 'No se pudo eliminar la conexión',
              }}
            />
          )}
          <FormularioCredenciales
            ariaLabel="Credenciales de Harvest v3"
            guardar={guardar}
            errorPorDefecto="No se pudo guardar la conexión"
            textoBoton="Guardar y probar"
          >
            <FormField label="Client ID" required>
              <Input autoComplete="off" value={clientId} onChange={(e) => setClientId(e.target.value)} />
            </FormField>
            <FormField
              label="Client Secret"
              required
              helperText={data.configurada ? 'Escríbelo de nuevo para cambiar la conexión.' : undefined}
            >
              <Input type="password" autoComplete="new-password" value={clientSecret} onChange={(e) => setClientSecret(e.target.value)} />
            </FormField>
            <FormField
              label="Usuario de Greenhouse"
              required
              helperText="El número de la dirección de su ficha en Greenhouse (…/account/users/12345): Talentia actuará como ese usuario."
            >
              <Input inputMode="numeric" autoComplete="off" value={userId} onChange={(e) => setUserId(e.target.value)} />
            </FormField>
          </FormularioCredenciales>
        </Stack>
      </Seccion>
      <Seccion titulo="Movimientos enviados a Greenhouse">
        <Stack gap="3">
          <Text color="fg.muted">
            Cuando una vacante está enlazada a un puesto de Greenhouse y la candidatura tiene su id de Greenhouse, cada cambio de etapa a
            una etapa asignada se envía a Greenhouse. Aquí ves los últimos 20 con su resultado.
          </Text>
          {data.movimientos.length === 0 ? (
            <Text fontSize="sm">Todavía no se ha enviado ningún movimiento.</Text>
          ) : (
            <List.Root gap="2" variant="plain" aria-label="Últimos movimientos enviados a Greenhouse">
              {data.movimientos.map((m) => (
                <List.Item key={m.id}>
                  <MovimientoFila m={m} etapas={etapas} />
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      </Seccion>
    </Stack>
  );
}

const ESTADO_MOVIMIENTO: Record<MovimientoGreenhouse['estado'], { texto: string; color: string }> = {
  pendiente: { texto: 'Pendiente', color: 'gray' },
  enviando: { texto: 'Enviando', color: 'blue' },
  hecho: { texto: 'Movida en Greenhouse', color: 'green' },
  fallido: { texto: 'No enviado', color: 'red' },
};

/** A move: its outcome, who, and the stages by the names the company gives them (a stage's id is not for people). */
function MovimientoFila({ m, etapas }: { m: MovimientoGreenhouse; etapas: readonly Etapa[] | undefined }) {
  const e = ESTADO_MOVIMIENTO[m.estado];
  return (
    <Stack gap="0.5">
      <Wrap gap="2" align="center">
        <Badge colorPalette={e.color}>{e.texto}</Badge>
        <Text fontWeight="medium">{m.candidato.nombre ?? 'Candidato eliminado'}</Text>
        <Text fontSize="sm" color="fg.muted">
          {m.vacante.titulo ?? 'Vacante eliminada'} · {m.de ? nombreEtapa(etapas, m.de) : '—'} → {nombreEtapa(etapas, m.a)} · candidatura{' '}
          {m.aplicacionId} · {formatFechaHora(m.actualizadoEn)}
        </Text>
      </Wrap>
      {m.motivo && (
        <Text fontSize="sm" color={m.estado === 'fallido' ? 'fg.error' : 'fg.muted'}>
          {m.motivo}
        </Text>
      )}
    </Stack>
  );
}
