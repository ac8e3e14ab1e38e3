// An interview's WhatsApp sends as its screen shows them (issue 68 items 4 and 7): what went (a template
// or a person's answer), when, its state as Meta's statuses left it (or why it did not go), and its
// estimated price. Never the token nor Meta's raw answer; the statuses are the webhook's to update.
import * as z from 'zod/mini';
import { FechaHora, Id } from './comun.js';

export const EstadoEnvioWhatsApp = z.enum(['enviado', 'entregado', 'leido', 'fallido', 'no_enviado']);

export const EnvioWhatsApp = z.object({
  id: z.string(),
  tipo: z.enum(['plantilla', 'texto']),
  /** The template's name (a product template, shared/whatsapp-plantillas.ts), absent for free text. */
  plantilla: z.nullable(z.string()),
  categoria: z.enum(['UTILITY', 'SERVICE']),
  estado: EstadoEnvioWhatsApp,
  motivo: z.nullable(z.string()),
  enviadoEn: FechaHora,
  /** When the current state came (the last status), as the webhook recorded it. */
  estadoEn: FechaHora,
  /** Meta's market the estimate was read for, in Spanish («España», «Resto de Latinoamérica»…); null when not priced. */
  mercado: z.nullable(z.string()),
  precioEstimado: z.nullable(z.object({ importe: z.number(), moneda: z.literal('USD'), tarifas: z.string() })),
});
export type EnvioWhatsApp = z.output<typeof EnvioWhatsApp>;

/** GET /api/entrevistas/{id}/whatsapp: the newest sends first, at most ENVIOS_WHATSAPP_MAX. */
export const EnviosWhatsAppEntrevista = z.object({
  entrevistaId: Id,
  envios: z.array(EnvioWhatsApp),
  /** More older sends exist than the ones answered. */
  hayMas: z.boolean(),
});
export type EnviosWhatsAppEntrevista = z.output<typeof EnviosWhatsAppEntrevista>;

export const ENVIOS_WHATSAPP_MAX = 100;

/**
 * A company's WhatsApp this month (issue 68 item 7), from its usage counters: messages Meta accepted, the
 * ones it refused, and their estimated cost in USD with Meta's published rates; by category and market.
 */
export const UsoWhatsApp = z.object({
  mes: z.string(),
  enviados: z.number(),
  fallidos: z.number(),
  costeUsd: z.number(),
  detalle: z.array(z.object({ categoria: z.enum(['UTILITY', 'SERVICE']), mercado: z.string(), enviados: z.number() })),
});
export type UsoWhatsApp = z.output<typeof UsoWhatsApp>;
