// HR service templates (read; the editor arrives with part 2) and the AI services a company is
// offered when it schedules an interview (part 2 §6).
import { defineFamily } from '../route-types.js';
import { EmpresaQuery } from '../schemas/comun.js';
import { ServiciosHrData, ServiciosIADisponibles } from '../schemas/servicio-hr.js';

export const serviciosHrRoutes = defineFamily('servicios-hr', {
  serviciosHrList: {
    method: 'GET',
    path: '/api/servicios-hr',
    handler: 'servicios-hr/list',
    public: false,
    permission: null,
    tenant: 'platform',
    grants: ['table:read'],
    summary: 'Servicios HR contratables (plantillas de la plataforma)',
    response: ServiciosHrData,
  },
  serviciosHrDisponibles: {
    method: 'GET',
    path: '/api/servicios-hr/disponibles',
    handler: 'servicios-hr/disponibles',
    public: false,
    permission: 'manage_interviews',
    tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
    grants: ['table:read'],
    summary: 'Servicios de IA que la empresa puede usar al programar una entrevista (servicios contratados y proveedores activos)',
    query: EmpresaQuery,
    response: ServiciosIADisponibles,
  },
});
