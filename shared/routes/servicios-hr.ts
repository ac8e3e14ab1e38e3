// HR service templates (read; the editor arrives with part 2).
import { defineFamily } from '../route-types.js';
import { ServiciosHrData } from '../schemas/servicio-hr.js';

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
});
