// CloudFormation mocked (aws-sdk-client-mock) for the suites of the deploy's own scripts, which list,
// describe and delete the stage's stacks: the mock answers every client's calls, and is reset before
// each test so no answer leaks from one test into the next.
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach } from 'vitest';

/** Credentials no AWS account has: nothing the suites run may reach AWS. */
export const CREDENCIALES_PRUEBA = { accessKeyId: 'x', secretAccessKey: 'y' };

/** The mock (reset before each test) and a client in `region` for the code under test. */
export function cloudFormationSimulada(region: string) {
  const cfnMock = mockClient(CloudFormationClient);
  beforeEach(() => cfnMock.reset());
  return { cfnMock, cfn: new CloudFormationClient({ region, credentials: CREDENCIALES_PRUEBA }) };
}
