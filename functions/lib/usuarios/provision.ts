// The one way a user comes to exist (company users, company admins, the seeded superadmin): a
// Cognito account with a permanent password, then the platform profile and its email marker in
// the caller's transaction, together with whatever else that transaction holds (the company, a
// seat). When the transaction fails the Cognito account is undone, so a refused create leaves no
// login behind.
import { randomInt } from 'node:crypto';
import { PASSWORD } from '../../../shared/constants.js';
import { auth as msgAuth, empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import type { Rol } from '../../../shared/permissions.js';
import { crearPerfilSteps, getMarcadorEmail, type ProfileItem } from '../db/usuarios.js';
import { transact, type TransactStep } from '../db/repository.js';
import { ConflictError, ValidationError } from '../errors.js';
import { crearCuenta, deshabilitarCuenta, deshacerCuenta, fijarPassword, type CuentaCognito } from './cognito-admin.js';

export function generarPassword(length: number = PASSWORD.generatedLength): string {
  const alphabet = PASSWORD.generatorAlphabet;
  // Cognito's default policy wants a digit, a symbol and both cases: make sure each appears.
  const groups = [/[A-Z]/, /[a-z]/, /[0-9]/, /[@#$%&*]/];
  for (;;) {
    const pwd = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (groups.every((g) => g.test(pwd))) return pwd;
  }
}

export interface NuevoUsuario {
  email: string;
  nombre: string;
  apellidos?: string;
  telefono?: string;
  puesto?: string;
  departamento?: string;
  rol: Rol;
  /** null for the superadmin. */
  empresaId: string | null;
  activo: boolean;
  password: string;
  /**
   * Someone else chose the password (an admin, the company wizard): the user must choose their
   * own at first sign-in (D37). Left out for the seeded superadmin.
   */
  debeCambiarPassword?: boolean;
  /**
   * Cognito mails the user `password` in its invitation message (the deploy's superadmin, whose
   * password nobody chose and no product email can carry yet). The password is then made permanent
   * like any other, and `debeCambiarPassword` makes the user choose their own at first sign-in.
   */
  invitarPorCognito?: boolean;
}

export interface UsuarioPreparado {
  profile: ProfileItem;
  cuenta: CuentaCognito;
  /** The profile and its email marker, for the caller's transaction. */
  steps: TransactStep[];
}

const duplicado = (email: string) => () => new ConflictError(fmt(msgAuth.emailDuplicado, { email }));

/** The profile a new user starts with (spec defaults are applied when it is read). */
export function perfilNuevo(u: NuevoUsuario, sub: string, creadoPor: string | undefined, now = new Date()): ProfileItem {
  const iso = now.toISOString();
  return {
    id: sub,
    email: u.email.trim().toLowerCase(),
    nombre: u.nombre,
    apellidos: u.apellidos ?? '',
    telefono: u.telefono,
    puesto: u.puesto,
    titulo: u.puesto,
    departamento: u.departamento,
    rol: u.rol,
    empresaId: u.empresaId,
    activo: u.activo,
    verificado: true,
    direccion: {},
    redesSociales: {},
    configuracion: { notificaciones: {}, privacidad: {} },
    fechaCreacion: iso,
    createdAt: iso,
    updatedAt: iso,
    creadoPor,
    ...(u.debeCambiarPassword ? { debeCambiarPassword: true } : {}),
  };
}

/** The Cognito account (with its password) and the profile's transaction steps of a new user. */
export async function prepararUsuario(u: NuevoUsuario, creadoPor: string | undefined, now = new Date()): Promise<UsuarioPreparado> {
  const email = u.email.trim().toLowerCase();
  if (await getMarcadorEmail(email)) throw duplicado(email)();
  const cuenta = await crearCuenta(
    email,
    [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'name', Value: [u.nombre, u.apellidos].filter(Boolean).join(' ') },
      { Name: 'custom:rol', Value: u.rol },
      ...(u.empresaId ? [{ Name: 'custom:empresaId', Value: u.empresaId }] : []),
    ],
    u.invitarPorCognito ? { passwordTemporal: u.password } : undefined,
  );
  if (!cuenta) throw duplicado(email)();
  let aceptada: boolean;
  try {
    aceptada = await fijarPassword(email, u.password);
  } catch (err) {
    await deshacerCuenta(email, cuenta);
    throw err;
  }
  if (!aceptada) {
    await deshacerCuenta(email, cuenta);
    // Cognito's own password policy (AWS) may be stricter than the spec's 8 characters.
    throw new ValidationError(msgEmpresas.contrasenaCorta, [{ campo: 'password', msg: msgEmpresas.contrasenaCorta }]);
  }
  const profile = perfilNuevo({ ...u, email }, cuenta.sub, creadoPor, now);
  return { profile, cuenta, steps: crearPerfilSteps(profile, duplicado(email)) };
}

/**
 * Creates a user: the account, then one transaction with the profile, its marker and the caller's
 * own steps (a seat, a company). A failed transaction undoes the account.
 */
export async function provisionarUsuario(
  u: NuevoUsuario,
  creadoPor: string | undefined,
  otrosPasos: (profile: ProfileItem) => TransactStep[] = () => [],
  now = new Date(),
): Promise<UsuarioPreparado> {
  const preparado = await prepararUsuario(u, creadoPor, now);
  try {
    await transact([...preparado.steps, ...otrosPasos(preparado.profile)]);
  } catch (err) {
    await deshacerCuenta(preparado.profile.email, preparado.cuenta);
    throw err;
  }
  if (!u.activo) await deshabilitarCuenta(preparado.profile.email);
  return preparado;
}
