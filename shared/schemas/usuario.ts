// Users and their profile: part 1 §3.1 (User) and part 2 §3 (User profile), with the profile
// defaults of part 2 §3, the profile-update body and the bodies of the user calls (part 1 §7.2).
import * as z from 'zod/mini';
import { perfil as msgPerfil } from '../messages.js';
import { PAGINACION } from '../constants.js';
import { PERMISOS } from '../permissions.js';
import { EmailNormalizado, Fecha, FechaHora, Id, Rol, TextoCorto, TextoLargo } from './comun.js';
import { PasswordNuevaOpcional, sinDatosPersonales } from './password.js';

export const GENEROS = ['prefiero_no_decir', 'masculino', 'femenino', 'otro'] as const;
export const Genero = z.enum(GENEROS);
export type Genero = z.infer<typeof Genero>;

export const Permiso = z.enum(PERMISOS);
export type Permiso = z.infer<typeof Permiso>;

/** Avatar: a path served by the backend (/uploads/...) or an http(s) URL (part 1 §2.4). */
export const AvatarUrl = z.string().check(z.maxLength(2_000), z.regex(/^(\/(?![/\\])|https?:\/\/)/));
export type AvatarUrl = z.infer<typeof AvatarUrl>;

export const DireccionPerfil = z.object({
  calle: z.optional(TextoCorto),
  ciudad: z.optional(TextoCorto),
  estado: z.optional(TextoCorto),
  codigoPostal: z.optional(TextoCorto),
  pais: z._default(TextoCorto, 'Colombia'),
});
export type DireccionPerfil = z.infer<typeof DireccionPerfil>;

export const RedesSociales = z.object({
  linkedin: z.optional(TextoCorto),
  twitter: z.optional(TextoCorto),
  github: z.optional(TextoCorto),
  website: z.optional(TextoCorto),
});
export type RedesSociales = z.infer<typeof RedesSociales>;

export const NotificacionesPerfil = z.object({
  email: z._default(z.boolean(), true),
  push: z._default(z.boolean(), true),
  sms: z._default(z.boolean(), false),
  entrevistas: z._default(z.boolean(), true),
  recordatorios: z._default(z.boolean(), true),
});
export type NotificacionesPerfil = z.infer<typeof NotificacionesPerfil>;

export const PrivacidadPerfil = z.object({
  perfilPublico: z._default(z.boolean(), false),
  mostrarEmail: z._default(z.boolean(), false),
  mostrarTelefono: z._default(z.boolean(), false),
});
export type PrivacidadPerfil = z.infer<typeof PrivacidadPerfil>;

export const ConfiguracionPerfil = z.object({
  idioma: z._default(z.string().check(z.minLength(2), z.maxLength(10)), 'es'),
  zonaHoraria: z._default(z.string().check(z.minLength(1), z.maxLength(100)), 'America/Bogota'),
  notificaciones: z.prefault(NotificacionesPerfil, {}),
  privacidad: z.prefault(PrivacidadPerfil, {}),
});
export type ConfiguracionPerfil = z.infer<typeof ConfiguracionPerfil>;

/** The editable personal fields, shared by the profile, the user and the profile update. */
const camposPersonales = {
  apellidos: z.optional(TextoCorto),
  telefono: z.optional(TextoCorto),
  telefonoMovil: z.optional(TextoCorto),
  /** titulo and puesto hold the same value on the profile screen (part 2 §3). */
  titulo: z.optional(TextoCorto),
  puesto: z.optional(TextoCorto),
  departamento: z.optional(TextoCorto),
  biografia: z.optional(TextoLargo),
  /** null clears the date. */
  fechaNacimiento: z.optional(z.nullable(Fecha)),
  genero: z.optional(Genero),
};

/** Part 2 §3 "User profile", as GET /perfil answers it. email, rol, empresaId, id and avatarUrl are read-only. */
export const PerfilUsuario = z.object({
  id: z.optional(Id),
  nombre: z.string().check(z.maxLength(200)),
  email: z.email(),
  ...camposPersonales,
  direccion: z.prefault(DireccionPerfil, {}),
  redesSociales: z.prefault(RedesSociales, {}),
  configuracion: z.prefault(ConfiguracionPerfil, {}),
  avatarUrl: z.optional(z.nullable(AvatarUrl)),
  rol: Rol,
  /** null for the platform superadmin, who belongs to no company. */
  empresaId: z.optional(z.nullable(Id)),
  ultimoAcceso: z.optional(FechaHora),
  /** The access before the last sign-in (null on the first): the welcome banner's "de nuevo". */
  accesoAnterior: z.optional(z.nullable(FechaHora)),
});
export type PerfilUsuario = z.infer<typeof PerfilUsuario>;

/** Part 1 §3.1: the user as the client holds it. */
export const Usuario = z.extend(PerfilUsuario, {
  id: Id,
  /** The company as the backend sends it: its name or a small object. */
  empresa: z.optional(z.nullable(z.union([z.string(), z.looseObject({ id: z.optional(Id), nombre: z.optional(z.string()) })]))),
  empresaNombre: z.optional(z.string()),
  /** Percentage of the profile filled in, 0-100. */
  completitudPerfil: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  verificado: z.optional(z.boolean()),
  fechaCreacion: z.optional(FechaHora),
  createdAt: z.optional(FechaHora),
  updatedAt: z.optional(FechaHora),
  permisos: z._default(z.array(Permiso), []),
  /** true unless the server says false (part 1 §3.1). */
  activo: z._default(z.boolean(), true),
  /**
   * The password was set by someone else (an admin, the company wizard): until the user chooses
   * their own, every call but the change itself, /me, /init and logout answers 403.
   */
  debeCambiarPassword: z.optional(z.boolean()),
});
export type Usuario = z.infer<typeof Usuario>;

// ---- Bodies ----------------------------------------------------------------------------------

const nombreEditable = z
  .string({ error: 'El nombre es obligatorio' })
  .check(z.trim(), z.minLength(1, 'El nombre es obligatorio'), z.maxLength(200));

/**
 * Body of the profile update (PUT /perfil): only the editable profile fields, all optional, no
 * defaults (a missing field keeps its stored value). email, rol, empresaId, id and avatarUrl are
 * refused like any unknown key; the avatar has its own upload call.
 */
export const PerfilUpdate = z.strictObject({
  nombre: z.optional(nombreEditable),
  ...camposPersonales,
  direccion: z.optional(
    z.strictObject({
      calle: z.optional(TextoCorto),
      ciudad: z.optional(TextoCorto),
      estado: z.optional(TextoCorto),
      codigoPostal: z.optional(TextoCorto),
      pais: z.optional(TextoCorto),
    }),
  ),
  redesSociales: z.optional(
    z.strictObject({
      linkedin: z.optional(TextoCorto),
      twitter: z.optional(TextoCorto),
      github: z.optional(TextoCorto),
      website: z.optional(TextoCorto),
    }),
  ),
  configuracion: z.optional(
    z.strictObject({
      idioma: z.optional(z.string().check(z.minLength(2), z.maxLength(10))),
      zonaHoraria: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
      notificaciones: z.optional(
        z.strictObject({
          email: z.optional(z.boolean()),
          push: z.optional(z.boolean()),
          sms: z.optional(z.boolean()),
          entrevistas: z.optional(z.boolean()),
          recordatorios: z.optional(z.boolean()),
        }),
      ),
      privacidad: z.optional(
        z.strictObject({
          perfilPublico: z.optional(z.boolean()),
          mostrarEmail: z.optional(z.boolean()),
          mostrarTelefono: z.optional(z.boolean()),
        }),
      ),
    }),
  ),
});
export type PerfilUpdate = z.infer<typeof PerfilUpdate>;

/**
 * Body of POST /usuarios. The spec does not show the fields beyond "user fields"; these are the
 * ones an administrator sets. Without password the server generates one (PASSWORD.generatedLength).
 */
export const UsuarioCreate = z.strictObject({
  nombre: nombreEditable,
  apellidos: z.optional(TextoCorto),
  email: z.email(),
  rol: Rol,
  /** Chosen by the superadmin; an admin's users always go to the admin's own company. */
  empresaId: z.optional(Id),
  telefono: z.optional(TextoCorto),
  puesto: z.optional(TextoCorto),
  departamento: z.optional(TextoCorto),
  password: PasswordNuevaOpcional,
  activo: z._default(z.boolean(), true),
});
export type UsuarioCreate = z.infer<typeof UsuarioCreate>;

/**
 * Body of PUT /usuarios/{id}: all optional; email, id and empresaId cannot change. Which roles a
 * caller may grant (an admin never superadmin) is the server's check, not the schema's.
 */
export const UsuarioUpdate = z.strictObject({
  nombre: z.optional(nombreEditable),
  apellidos: z.optional(TextoCorto),
  telefono: z.optional(TextoCorto),
  telefonoMovil: z.optional(TextoCorto),
  titulo: z.optional(TextoCorto),
  puesto: z.optional(TextoCorto),
  departamento: z.optional(TextoCorto),
  rol: z.optional(Rol),
  activo: z.optional(z.boolean()),
});
export type UsuarioUpdate = z.infer<typeof UsuarioUpdate>;

// Bodies and answers of the users and profile calls (part 1 §7.2, part 2 "Perfil").

/** The two roles a company's users can hold; the platform superadmin is seeded, not created here. */
export const RolEmpresa = z.enum(['admin', 'operador'], { error: 'El rol debe ser admin u operador' });

export const UsuarioCreateBody = z
  .extend(UsuarioCreate, {
    email: EmailNormalizado,
    rol: RolEmpresa,
    password: PasswordNuevaOpcional,
  })
  .check(sinDatosPersonales());
export type UsuarioCreateBody = z.output<typeof UsuarioCreateBody>;

export const UsuarioUpdateBody = z.extend(UsuarioUpdate, { rol: z.optional(RolEmpresa) });
export type UsuarioUpdateBody = z.output<typeof UsuarioUpdateBody>;

export const UsuarioIdParams = z.object({ id: Id });

export const UsuariosQuery = z.object({
  empresaId: z.optional(Id),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
});

export const UsuariosPage = z.object({ items: z.array(Usuario), cursor: z.nullable(z.string()) });

export const UsuarioCreado = z.object({
  user: Usuario,
  /** The initial password, only when the server generated it (shown once to the admin). */
  passwordGenerada: z.optional(z.string()),
  /** Whether the invitation email went out (a mail outage does not undo the user). */
  emailEnviado: z.boolean(),
});

export const PerfilData = z.extend(PerfilUsuario, { completitudPerfil: z.number().check(z.minimum(0), z.maximum(100)) });

export const AvatarData = z.object({ avatarUrl: z.string(), url: z.string() });

export const AVATAR = {
  campo: 'avatar',
  /** A Lambda request carries 6 MB at most, base64 included: 4 MB of image fits with room to spare. */
  maxBytes: 4 * 1024 * 1024,
  mensajes: { sinArchivo: msgPerfil.sinArchivo, noImagen: msgPerfil.archivoNoImagen, demasiadoGrande: msgPerfil.imagenDemasiadoGrande },
} as const;
