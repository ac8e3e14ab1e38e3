// Every company has its one current subscription (D118): the Empresas form, the onboarding and the
// SaaS wizard create it with the company; companies made before that (by the form, by hand or by
// data written straight to the table) have none. The reconcile job runs this first: it pages through
// the company index (GSI1 `EMPRESAS`, 100 cards a page, never a Scan) and gives each company in
// service (estado activa or trial, not being deleted) that carries no live subscription one in its
// own state, on its own plan as the screens read it (mapPlan; suscripcionInicial, the same builder as the form's and the wizards').
// Each is ONE transaction of the subscription, its look-up item, the company item — conditional on
// the company having no live subscription and being the version read, so running twice, or beside a
// subscription the panel creates meanwhile, never makes a second — and the platform counters.
import { precioEn } from '../../../shared/moneda.js';
import { monedaDe, paisDeEmpresa } from '../../../shared/paises.js';
import { mapPlan } from '../../../shared/schemas/empresa-mapping.js';
import { empresaActiva, paginaEmpresas, type EmpresaItem } from '../db/empresas.js';
import { getPlan, type PlanItem } from '../db/planes.js';
import { seEscribio, transact, type TransactStep } from '../db/repository.js';
import { crearSuscripcionSteps, pasoEmpresaSuscripcion, type SuscripcionVigente } from '../db/suscripciones.js';
import { ConflictError } from '../errors.js';
import { logger } from '../logger.js';
import { contable, pasosContadores } from '../saas/contadores.js';
import { suscripcionInicial, vigenteDe } from '../saas/suscripcion-inicial.js';

/** The company changed since it was read, or got a subscription meanwhile: nothing written, the next run looks again. */
class EmpresaCambiada extends ConflictError {
  constructor() {
    super('La empresa cambió mientras se le asignaba su suscripción');
  }
}

/**
 * The state a company's missing subscription takes (its own estado: activa or trial), or null when
 * it gets none: it has a live one, it is being deleted, or it is not in service (empresaActiva:
 * suspended, cancelled — its current subscription is the cancelled one — or switched off).
 */
export function estadoSuscripcionFaltante(
  e: Pick<EmpresaItem, 'estado' | 'activa' | 'eliminacion'> & { suscripcion?: unknown },
): SuscripcionVigente['estado'] | null {
  if (e.suscripcion || e.eliminacion || !empresaActiva(e)) return null;
  return e.estado === 'trial' ? 'trial' : 'activa';
}

/** Gives one company its subscription; false when it needs none, its plan is gone, or it changed meanwhile. */
async function darSuscripcion(e: EmpresaItem, plan: PlanItem | undefined, now: Date): Promise<boolean> {
  const estado = estadoSuscripcionFaltante(e);
  if (!estado) return false;
  if (!plan) {
    logger.warn('Company without a subscription whose plan does not exist: none given', { empresaId: e.id, plan: e.plan });
    return false;
  }
  const moneda = monedaDe(paisDeEmpresa(e));
  if (precioEn(plan, moneda) === null) {
    logger.warn('Company without a subscription whose plan has no price in its currency: none given', {
      empresaId: e.id,
      plan: e.plan,
      moneda,
    });
    return false;
  }
  const s = suscripcionInicial(e, plan, estado, now, moneda);
  const vigente = vigenteDe(s);
  const despues: EmpresaItem = { ...e, estado, suscripcion: vigente };
  const steps: TransactStep[] = [
    ...crearSuscripcionSteps(s),
    pasoEmpresaSuscripcion(
      e,
      { estado, suscripcion: vigente, vigente: { nueva: true }, fecha: now.toISOString() },
      () => new EmpresaCambiada(),
    ),
    ...pasosContadores(e, despues, null, contable(s), now),
  ];
  return seEscribio(transact(steps), EmpresaCambiada);
}

/** Gives every company in service without a live subscription one; answers how many were created. */
export async function darSuscripcionesFaltantes(now = new Date()): Promise<number> {
  const planes = new Map<string, Promise<PlanItem | undefined>>();
  const planDe = (id: string) => {
    if (!planes.has(id)) planes.set(id, getPlan(id));
    return planes.get(id)!;
  };
  let creadas = 0;
  let cursor: string | null = null;
  do {
    const pagina = await paginaEmpresas({ cursor, limit: 100 });
    for (const e of pagina.items) {
      if (!estadoSuscripcionFaltante(e)) continue;
      if (await darSuscripcion(e, await planDe(mapPlan(e.plan ?? e.planActivo)), now)) {
        creadas++;
        logger.warn('Subscription given to a company that had none', { empresaId: e.id, estado: e.estado ?? 'activa' });
      }
    }
    cursor = pagina.cursor;
  } while (cursor);
  return creadas;
}
