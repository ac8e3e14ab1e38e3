// 'Claves de la empresa' (D60): the company's own provider keys, for its admin and for the
// superadmin on the chosen company. For the admin, the automatic report of §8/§9 runs 1 s after the
// keys load: it tests every configured key and says how many work.
import { useEffect, useRef } from 'react';
import { Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { apis as msg, fmt } from '@shared/messages';
import { etiquetaProveedor, PROVEEDORES_IA, type ProveedorIA } from '@shared/proveedores-ia';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { ClaveProveedor } from '../../../components/claves-ia/clave-proveedor';
import { comprobarApi } from '../../../lib/config-global';
import { eliminarClaveEmpresa, guardarClaveEmpresa, useApisEmpresa } from '../api/configuracion';
import { IaEnUso } from './ia-en-uso';
import { DondeEstanLosDatos } from './donde-estan-los-datos';

/** The automatic report's texts (part 2 §8) for `ok` working of `total` tested. */
export function textoInforme(ok: number, total: number): string {
  if (ok === total) return fmt(msg.todasFuncionales, { N: total });
  if (ok === 0) return msg.ninguna;
  return fmt(msg.parcial, { N: ok, M: total, K: total - ok });
}

interface ClavesEmpresaPanelProps {
  empresaId: string;
  nombreEmpresa: string;
  /** Runs the automatic report once the keys load (non-superadmins, §9). */
  informeAutomatico?: boolean;
}

export function ClavesEmpresaPanel({ empresaId, nombreEmpresa, informeAutomatico = false }: ClavesEmpresaPanelProps) {
  const apis = useApisEmpresa(empresaId);
  const informado = useRef(false);

  const cargadas = apis.data;
  const mutar = apis.mutate;
  useEffect(() => {
    if (!informeAutomatico || informado.current || !cargadas) return;
    // Once per visit: the flag is set when the report starts, not when it is scheduled (a screen
    // left within the second, or React's double run in development, schedules it again).
    const t = setTimeout(async () => {
      if (informado.current) return;
      informado.current = true;
      const configuradas = PROVEEDORES_IA.filter((p) => cargadas.claves[p].configurada);
      // Nothing configured, nothing to report: the cards already say «no configurada» (issue 54 item 8).
      if (!configuradas.length) return;
      toaster.create({ type: 'info', title: fmt(msg.validando, { N: configuradas.length }) });
      try {
        const r = await Promise.all(configuradas.map((p) => comprobarApi(p, { empresaId })));
        const ok = r.filter((x) => x.success).length;
        toaster.create({ type: ok === r.length ? 'success' : ok ? 'warning' : 'error', title: textoInforme(ok, r.length) });
        void mutar();
      } catch {
        toaster.create({ type: 'error', title: msg.errorReporte });
      }
    }, 1000);
    return () => clearTimeout(t);
  }, [cargadas, mutar, empresaId, informeAutomatico]);

  // One toast per save, telling the truth (D129): saved and working, or saved but not working and
  // what to do (a warning, never a success beside an error); the card's alert says the same.
  const guardar = (p: ProveedorIA) => async (cambio: { apiKey?: string; modelo?: string }) => {
    try {
      const { message, data } = await guardarClaveEmpresa(empresaId, p, cambio);
      const tono: 'warning' | 'success' = data.prueba && !data.prueba.success ? 'warning' : 'success';
      const texto = message || fmt(msg.claveGuardada, { PROVIDER: etiquetaProveedor(p) });
      toaster.create({ type: tono, title: texto });
      void apis.mutate();
      return data.prueba ? { ok: data.prueba.success, message: texto, tono } : null;
    } catch (e) {
      toaster.create({ type: 'error', title: mensajeDeError(e, msg.errorGuardando) });
      throw new Error(mensajeDeError(e, msg.errorGuardando), { cause: e });
    }
  };

  const eliminar = (p: ProveedorIA) => async () => {
    const { message } = await eliminarClaveEmpresa(empresaId, p);
    toaster.create({ type: 'success', title: message || fmt(msg.claveEliminada, { PROVIDER: etiquetaProveedor(p) }) });
    await apis.mutate();
  };

  const comprobar = (p: ProveedorIA) => async (apiKey?: string) => {
    const r = await comprobarApi(p, { apiKey, empresaId });
    if (!apiKey) void apis.mutate();
    return { ok: r.success, message: r.message, modelos: r.modelos };
  };

  return (
    <Stack gap="4" as="section" aria-label="Claves de la empresa">
      <div>
        <Heading as="h2" size="lg">
          Claves de la empresa
        </Heading>
        <Text color="fg.muted">
          Las claves propias de {nombreEmpresa}. Si una falta o falla, se usa la de la plataforma. Se guardan cifradas y solo se muestran
          sus últimos 4 caracteres.
        </Text>
        {apis.data?.stats && (
          <Text fontSize="sm" mt="1">
            {apis.data.stats.configured} de {apis.data.stats.total} configuradas · {apis.data.stats.valid} funcionales
          </Text>
        )}
      </div>
      {apis.data && <IaEnUso empresaId={empresaId} nombreEmpresa={nombreEmpresa} datos={apis.data} recargar={() => apis.mutate()} />}
      {apis.data?.ubicacionDatos && (
        <DondeEstanLosDatos empresaId={empresaId} ubicacion={apis.data.ubicacionDatos} recargar={() => apis.mutate()} />
      )}
      {apis.error ? (
        <Text color="red.fg" role="alert">
          {mensajeDeError(apis.error, msg.errorGuardando)}
        </Text>
      ) : !apis.data ? (
        <Skeleton height="40" rounded="lg" />
      ) : (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
          {PROVEEDORES_IA.map((p) => (
            <ClaveProveedor
              key={p}
              ambito="empresa"
              proveedor={p}
              vista={apis.data!.claves[p]}
              onGuardar={guardar(p)}
              onComprobar={comprobar(p)}
              onEliminar={eliminar(p)}
              titular={nombreEmpresa}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
