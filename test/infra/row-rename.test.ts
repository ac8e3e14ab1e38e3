// What a deploy asks of CloudFormation when a row is renamed (D89: the row's id names its function):
// the route, its integration and its permission keep their logical ids (they are named after the route
// key, which the spec fixes, so API Gateway never sees a second route with the same key), the function
// and its role and policy are replaced, and the one resource the old function leaves behind is its
// retained log group, which `npm run deploy` deletes once its logs have expired (retire-log-groups.ts).
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRow } from '../../shared/routes/index.js';
import { buildTalentia } from '../../infra/aws/app.js';
import { removeTempDirs, stubFunctionsRoot, tempDir, testContext } from './helpers.js';

afterAll(removeTempDirs);

const fila = (id: string, handler: string, path: string): RouteRow =>
  ({
    id,
    method: 'POST',
    path,
    handler,
    family: 'fam',
    public: false,
    permission: null,
    tenant: 'caller',
    grants: ['table:write'],
    summary: `fila ${id}`,
  }) as RouteRow;

/** The family stack's resources (logical id → type and deletion policy) with the rows given. */
type Recursos = Record<string, { Type: string; DeletionPolicy?: string; Properties: Record<string, unknown> }>;

function familia(rows: RouteRow[]): Recursos {
  const t = buildTalentia({
    routes: rows,
    jobs: [],
    colas: [],
    functionsRoot: stubFunctionsRoot(rows, []),
    context: testContext({ stage: 'renombre' }),
    env: {},
    outdir: tempDir('cdk-out'),
    cfnValidation: false,
  });
  return Template.fromStack(t.families.get('fam')!).toJSON().Resources;
}

describe('renaming a row (its id and its handler; the route key stays)', () => {
  let antes: Recursos;
  let despues: Recursos;
  beforeAll(() => {
    const otra = fila('famOtra', 'fam/otra', '/api/fam/otra');
    antes = familia([fila('famViejo', 'fam/viejo', '/api/fam/{id}/accion'), otra]);
    despues = familia([fila('famNuevo', 'fam/nuevo', '/api/fam/{id}/accion'), otra]);
  });
  const ids = (r: Recursos, type: string) =>
    Object.entries(r)
      .filter(([, x]) => x.Type === type)
      .map(([id]) => id)
      .sort();

  it('keeps the logical ids of the routes, their integrations and their permissions', () => {
    for (const type of ['AWS::ApiGatewayV2::Route', 'AWS::ApiGatewayV2::Integration', 'AWS::Lambda::Permission']) {
      expect(ids(despues, type), type).toEqual(ids(antes, type));
      expect(ids(antes, type), type).toHaveLength(2);
    }
  });

  it('replaces the function, and leaves behind only its retained log group', () => {
    const quitados = Object.keys(antes).filter((id) => !(id in despues));
    const añadidos = Object.keys(despues).filter((id) => !(id in antes));
    expect(quitados.map((id) => antes[id].Type).sort()).toEqual([
      'AWS::IAM::Policy',
      'AWS::IAM::Role',
      'AWS::Lambda::Function',
      'AWS::Logs::LogGroup',
    ]);
    expect(añadidos.map((id) => despues[id].Type).sort()).toEqual(quitados.map((id) => antes[id].Type).sort());
    expect(quitados.every((id) => id.startsWith('FamViejo'))).toBe(true);
    // CloudFormation deletes what leaves the template, except what it is told to retain.
    const retenidos = quitados.filter((id) => antes[id].DeletionPolicy === 'Retain');
    expect(retenidos.map((id) => antes[id].Type)).toEqual(['AWS::Logs::LogGroup']);
    // The log group has no name of its own: CloudFormation names it after the stack (which the
    // deploy's clean-up relies on to find it).
    expect(antes[retenidos[0]].Properties.LogGroupName).toBeUndefined();
  });
});
