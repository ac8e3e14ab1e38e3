// A company's month of WhatsApp usage (issue 68 item 7) as the screens show it: the counters item
// `WAUSO#{yyyy-mm}` that every send adds to (functions/lib/whatsapp/enviar.ts), read once. Null when the
// company sent nothing that month (no connection, or nothing to send).
import type { UsoWhatsApp } from '../../../shared/schemas/whatsapp-envios.js';
import { NOMBRE_MERCADO, type MercadoWhatsApp } from '../../../shared/whatsapp-tarifas.js';
import { getItem } from '../db/repository.js';
import { whatsappKeys, type UsoWhatsAppItem } from '../db/whatsapp-mensajes.js';

export function vistaUso(i: UsoWhatsAppItem): UsoWhatsApp {
  const detalle: UsoWhatsApp['detalle'] = [];
  for (const [k, v] of Object.entries(i)) {
    const m = /^(UTILITY|SERVICE)#(.+)$/.exec(k);
    if (!m || typeof v !== 'number') continue;
    const mercado = m[2] === 'SIN_TARIFA' ? 'Sin tarifa' : (NOMBRE_MERCADO[m[2] as MercadoWhatsApp] ?? m[2]!);
    detalle.push({ categoria: m[1] as 'UTILITY' | 'SERVICE', mercado, enviados: v });
  }
  detalle.sort((a, b) => b.enviados - a.enviados || a.mercado.localeCompare(b.mercado));
  return {
    mes: i.mes,
    enviados: i.enviados ?? 0,
    fallidos: i.fallidos ?? 0,
    costeUsd: Math.round(i.usdMicros ?? 0) / 1_000_000,
    detalle,
  };
}

export async function usoWhatsAppDe(empresaId: string, mes: string): Promise<UsoWhatsApp | null> {
  const i = await getItem<UsoWhatsAppItem>(whatsappKeys.uso(empresaId, mes));
  return i ? vistaUso(i) : null;
}
