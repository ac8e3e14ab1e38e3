// The platform's six AI provider keys (D60): each provider's card (status, masked key, new key, model,
// base URL, 'Guardar y probar', 'Probar'), shown by the Configuración screen's apis tab and by the SaaS
// panel's 'Config APIs Globales' dialog (D99) — one form, two places.
import { SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { apis as msg, fmt } from '@shared/messages';
import { etiquetaProveedor, PROVEEDORES_IA, type ProveedorIA } from '@shared/proveedores-ia';
import { guardarConfigGlobal, comprobarApi, useConfigGlobal, type ConfigGlobal } from '../../lib/config-global';
import { mensajeDeError } from '../../lib/form-errors';
import { toaster } from '../toaster';
import { BaseUrlField } from './base-url-field';
import { ClaveProveedor } from './clave-proveedor';

export function ClavesPlataforma({ global, recargar, columnas = 2 }: { global: ConfigGlobal; recargar: () => void; columnas?: number }) {
  const guardar = (p: ProveedorIA) => async (cambio: { apiKey?: string; modelo?: string; baseUrl?: string }) => {
    try {
      const { data } = await guardarConfigGlobal({ apiKeys: { [p]: cambio } });
      recargar();
      // One toast per save, telling the truth (D129): a new key saved and working, or saved but not
      // working and what to do (a warning); other changes saved.
      const PROVIDER = etiquetaProveedor(p);
      if (!cambio.apiKey) {
        toaster.create({ type: 'success', title: fmt(msg.claveGuardada, { PROVIDER }) });
        return null;
      }
      const v = data.apiKeys[p];
      const r = v.isValid
        ? { ok: true, message: fmt(msg.funcional, { PROVIDER }), tono: 'success' as const }
        : {
            ok: false,
            message: fmt(msg.noFuncional, { PROVIDER, message: v.lastError ?? msg.errorDesconocido }),
            tono: 'warning' as const,
          };
      toaster.create({ type: r.tono, title: r.message });
      return r;
    } catch (e) {
      toaster.create({ type: 'error', title: mensajeDeError(e, msg.errorGuardando) });
      throw new Error(mensajeDeError(e, msg.errorGuardando), { cause: e });
    }
  };
  const comprobar = (p: ProveedorIA) => async (apiKey?: string) => {
    const r = await comprobarApi(p, { apiKey });
    if (!apiKey) recargar();
    return { ok: r.success, message: r.message, modelos: r.modelos };
  };
  return (
    <SimpleGrid columns={{ base: 1, xl: columnas }} gap="4">
      {PROVEEDORES_IA.map((p) => (
        <ClaveProveedor key={p} proveedor={p} vista={global.apiKeys[p]} onGuardar={guardar(p)} onComprobar={comprobar(p)}>
          <BaseUrlField
            proveedor={p}
            actual={global.apiKeys[p].baseUrl}
            onGuardar={(baseUrl) => guardar(p)({ baseUrl }).then(() => undefined)}
          />
        </ClaveProveedor>
      ))}
    </SimpleGrid>
  );
}

/** The same cards loading the configuration themselves (the SaaS panel's dialog). */
export function ClavesPlataformaCargadas({ columnas }: { columnas?: number }) {
  const global = useConfigGlobal(true);
  if (global.error)
    return (
      <Text color="red.fg" role="alert">
        {mensajeDeError(global.error, 'Error al obtener configuración')}
      </Text>
    );
  if (!global.data) return <Skeleton height="40" rounded="lg" />;
  return <ClavesPlataforma global={global.data} recargar={() => void global.mutate()} columnas={columnas} />;
}
