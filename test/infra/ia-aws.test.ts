// The AI of the customer's own account (D176) in the production synth: with -c bedrock=<profile>,<model>
// (the platform's default first, then what a company may choose instead) the functions of ia:bedrock
// rows may invoke exactly that inference profile and its foundation model in the source and
// destination regions, and the second foundation model in the deploy region, nothing else of Bedrock; with -c transcribe=true the
// transcription route may run Transcribe's jobs and write the transcripts' prefix only (and, with or
// without it, read and delete the interviews' recordings and its own transcripts, no other object of
// the files bucket: issue 65); both get
// their alarms, and cdk-nag stays clean. Without them: no Bedrock or Transcribe grant anywhere, no
// variable, no alarm. And the context is checked: a global profile, an ARN, a profile without its
// regions are refused.
// The embeddings of the comparison by meaning (issue 64 item 4): with -c bedrockEmbeddings=<model>
// the analysis job alone may invoke exactly that foundation model and alone knows its id
// (BEDROCK_EMBEDDINGS_MODEL_ID), beside -c bedrock or without it; any other id is refused at synth.
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colas } from '../../shared/colas.js';
import { jobs } from '../../shared/jobs.js';
import { lambdaRoutes as routeList } from '../../shared/routes/index.js';
import { buildTalentia, type TalentiaApp } from '../../infra/aws/app.js';
import { leerBedrock, leerBedrockEmbeddings } from '../../infra/aws/config.js';
import { recordWebHash } from '../../infra/aws/web-build.js';
import {
  actionsOf,
  CONTEXTO_PROD,
  fakeWebDist,
  functionStatements,
  removeTempDirs,
  resources,
  stubFunctionsRoot,
  talentiaFunctions,
  tempDir,
  testContext,
  unacknowledgedNagFindings,
} from './helpers.js';

const PERFIL = 'eu.anthropic.claude-sonnet-4-5-20250929-v1:0';
const MODELO = 'anthropic.claude-sonnet-4-5-20250929-v1:0';
const DESTINOS = 'eu-central-1,eu-west-1,eu-west-3,eu-north-1';
/** The list's second entry: a foundation model of the deploy region a company may choose. */
const OTRO = 'mistral.mistral-large-2402-v1:0';
const TITAN = 'amazon.titan-embed-text-v2:0';
const COHERE = 'cohere.embed-multilingual-v3';

function construir(extra: Record<string, unknown>): TalentiaApp {
  const webDist = fakeWebDist();
  recordWebHash(webDist);
  return buildTalentia({
    functionsRoot: stubFunctionsRoot(routeList, jobs),
    context: testContext({ ...CONTEXTO_PROD, region: 'eu-west-1', webDist, ...extra }),
    env: {},
    cfnValidation: false,
    outdir: tempDir('cdk-out'),
  });
}

let con: TalentiaApp;
let sin: TalentiaApp;
/** Only the embeddings model: no chat model, no Transcribe. */
let soloEmbeddings: TalentiaApp;
beforeAll(() => {
  con = construir({ bedrock: `${PERFIL},${OTRO}`, bedrockRegions: DESTINOS, transcribe: 'true', bedrockEmbeddings: TITAN });
  sin = construir({});
  soloEmbeddings = construir({ bedrockEmbeddings: COHERE });
});
afterAll(removeTempDirs);

/** Each product function: who (route id, job or queue), its IAM statements and its environment. */
function funciones(t: TalentiaApp) {
  const out: { quien: string; statements: ReturnType<typeof functionStatements>; env: Record<string, unknown> }[] = [];
  for (const stack of [...t.families.values(), t.jobs]) {
    const tp = Template.fromStack(stack);
    for (const [id, fn] of Object.entries(talentiaFunctions(tp))) {
      const d = fn.Properties.Description as string;
      const quien =
        routeList.find((r) => `${r.method} ${r.path}` === d)?.id ??
        [...jobs, ...colas].find((j) => d.startsWith(`job ${j.id}:`) || d.startsWith(`queue ${j.id}:`))?.id ??
        d;
      out.push({ quien, statements: functionStatements(tp, id), env: fn.Properties.Environment.Variables });
    }
  }
  return out;
}

/** An ARN of the template as text: its Fn::Join with the partition as «aws» and the account as «<cuenta>». */
function arnComoTexto(r: unknown): string {
  if (typeof r === 'string') return r;
  const [sep, partes] = (r as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  return partes
    .map((x) => {
      if (typeof x === 'string') return x;
      const ref = (x as { Ref?: string }).Ref;
      return ref === 'AWS::Partition' ? 'aws' : ref === 'AWS::AccountId' ? '<cuenta>' : JSON.stringify(x);
    })
    .join(sep);
}

/**
 * A statement of the template as text, its references by name: `{bucket}` the files bucket, `{tabla}`
 * the table, `{clave}` the secrets key, `{logs}` the function's log group (the Data stack's outputs
 * are read with Fn::GetStackOutput from the family stack).
 */
function comoTexto(st: ReturnType<typeof functionStatements>[number]) {
  const ref = (x: unknown): string => {
    if (typeof x === 'string') return x;
    const o = x as { 'Fn::Join'?: [string, unknown[]]; 'Fn::GetStackOutput'?: { OutputName: string }; 'Fn::GetAtt'?: [string, string] };
    if (o['Fn::Join']) return o['Fn::Join'][1].map(ref).join(o['Fn::Join'][0]);
    const salida = o['Fn::GetStackOutput']?.OutputName ?? '';
    if (/FilesBucket.*Arn/.test(salida)) return '{bucket}';
    if (/Table.*Arn/.test(salida)) return '{tabla}';
    if (/SecretsKey.*Arn/.test(salida)) return '{clave}';
    if (o['Fn::GetAtt']?.[0].includes('Logs')) return '{logs}';
    return JSON.stringify(x);
  };
  return { Action: [st.Action].flat().map(String).sort(), Resource: [st.Resource].flat().map(ref).sort() };
}

/** The transcription route's statements as text, in a fixed order. */
const deTranscribir = (t: TalentiaApp) =>
  funciones(t)
    .find((f) => f.quien === 'publicoTranscribir')!
    .statements.map(comoTexto)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** What grantReadWriteData gives every table:write function (the caller's profile, the route's writes). */
const TABLA = {
  Action: [
    'dynamodb:BatchGetItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
    'dynamodb:DeleteItem',
    'dynamodb:DescribeTable',
    'dynamodb:GetItem',
    'dynamodb:GetRecords',
    'dynamodb:GetShardIterator',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:Scan',
    'dynamodb:UpdateItem',
  ],
  Resource: ['{tabla}', '{tabla}/index/*'],
};
/** files:read:audio and files:delete:audio: the recordings' keys only, and the bucket's listing (a missing recording's 404). */
const GRABACIONES = [
  {
    Action: ['s3:DeleteObject', 's3:DeleteObjectVersion', 's3:GetObject', 's3:GetObjectVersion'],
    Resource: ['{bucket}/empresas/*/entrevistas/*/audio/aud_*'],
  },
  { Action: ['s3:ListBucket'], Resource: ['{bucket}'] },
];
const ordenadas = <T>(xs: T[]) => [...xs].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

const deServicio = (fs: ReturnType<typeof funciones>, prefijo: string) =>
  fs
    .filter((f) => [...actionsOf(f.statements)].some((a) => a.startsWith(prefijo)))
    .map((f) => f.quien)
    .sort();

/** A function's Bedrock statements: every action of them, and every resource as text. */
function deBedrock(f: ReturnType<typeof funciones>[number]) {
  const st = f.statements.filter((s) => [s.Action].flat().some((a) => String(a).startsWith('bedrock:')));
  return {
    statements: st.length,
    acciones: [...new Set(st.flatMap((s) => [s.Action].flat().map(String)))],
    arns: st.flatMap((s) => [s.Resource].flat().map(arnComoTexto)).sort(),
  };
}

describe('with -c bedrock=<profile>,<model> -c bedrockRegions=… -c transcribe=true -c bedrockEmbeddings=<Titan>', () => {
  it('only the report job and the follow-ups may invoke, and exactly the two: the profile, its foundation model in the source and destination regions, the second model in the region; the report job also the embeddings model', () => {
    const fs = funciones(con);
    expect(deServicio(fs, 'bedrock:')).toEqual(['analizar-entrevista', 'publicoRepregunta']);
    const chat = [
      `arn:aws:bedrock:eu-west-1:<cuenta>:inference-profile/${PERFIL}`,
      ...['eu-west-1', 'eu-central-1', 'eu-west-3', 'eu-north-1'].map((r) => `arn:aws:bedrock:${r}::foundation-model/${MODELO}`),
      `arn:aws:bedrock:eu-west-1::foundation-model/${OTRO}`,
    ];
    for (const f of fs.filter((x) => deServicio([x], 'bedrock:').length)) {
      const b = deBedrock(f);
      // One statement: the embeddings' own is merged into the models' (same action, no condition).
      expect(b.statements).toBe(1);
      expect(b.acciones).toEqual(['bedrock:InvokeModel']);
      expect(b.arns).toEqual(
        (f.quien === 'analizar-entrevista' ? [...chat, `arn:aws:bedrock:eu-west-1::foundation-model/${TITAN}`] : chat).sort(),
      );
    }
  });

  it('only the transcription route may run Transcribe, and write the transcripts’ prefix only', () => {
    const fs = funciones(con);
    expect(deServicio(fs, 'transcribe:')).toEqual(['publicoTranscribir']);
    const f = fs.find((x) => x.quien === 'publicoTranscribir')!;
    expect(actionsOf(f.statements)).toEqual(
      new Set(
        [...actionsOf(f.statements)]
          .filter((a) => !a.startsWith('transcribe:'))
          .concat(['transcribe:StartTranscriptionJob', 'transcribe:GetTranscriptionJob', 'transcribe:DeleteTranscriptionJob']),
      ),
    );
    const put = f.statements.filter((s) => [s.Action].flat().includes('s3:PutObject'));
    expect(put).toHaveLength(1);
    expect(JSON.stringify(put[0]!.Resource)).toContain('/empresas/*/entrevistas/*/transcripciones/*');
  });

  it('the transcription route’s policy, statement by statement: the recordings and its own transcripts, no other object of the files bucket (issue 65)', () => {
    const st = deTranscribir(con);
    expect(st).toEqual(
      ordenadas([
        { Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: ['{logs}'] },
        // CDK merges Transcribe's jobs with X-Ray's: both on "*".
        {
          Action: [
            'transcribe:DeleteTranscriptionJob',
            'transcribe:GetTranscriptionJob',
            'transcribe:StartTranscriptionJob',
            'xray:PutTelemetryRecords',
            'xray:PutTraceSegments',
          ],
          Resource: ['*'],
        },
        TABLA,
        ...GRABACIONES,
        // ia:transcribe: Transcribe writes the transcript; the function reads it back and deletes it.
        { Action: ['s3:PutObject'], Resource: ['{bucket}/empresas/*/entrevistas/*/transcripciones/*'] },
        { Action: ['s3:DeleteObject', 's3:GetObject'], Resource: ['{bucket}/empresas/*/entrevistas/*/transcripciones/aud_*.json'] },
        { Action: ['kms:Decrypt'], Resource: ['{clave}'] },
      ]),
    );
    // What the production synth had before: GetObject* and DeleteObject* on every object of the bucket.
    const deS3 = st.filter((x) => x.Action.some((a) => a.startsWith('s3:')));
    for (const x of deS3) expect(x.Resource).not.toContain('{bucket}/*');
    expect(deS3.flatMap((x) => x.Action).filter((a) => a.includes('*'))).toEqual([]);
  });

  it('every function knows what is enabled (BEDROCK_MODEL_ID, TRANSCRIBE_ENABLED), the report job alone the embeddings model, the alarms exist, and cdk-nag is clean', () => {
    for (const f of funciones(con)) expect(f.env).toMatchObject({ BEDROCK_MODEL_ID: `${PERFIL},${OTRO}`, TRANSCRIBE_ENABLED: 'true' });
    expect(
      funciones(con)
        .filter((f) => f.env.BEDROCK_EMBEDDINGS_MODEL_ID !== undefined)
        .map((f) => [f.quien, f.env.BEDROCK_EMBEDDINGS_MODEL_ID]),
    ).toEqual([['analizar-entrevista', TITAN]]);
    const alarmas = Object.values(resources(Template.fromStack(con.monitoring), 'AWS::CloudWatch::Alarm')).map((a) =>
      String(a.Properties.AlarmName),
    );
    expect(alarmas.filter((n) => /bedrock|transcribe/.test(n)).sort()).toEqual([
      'Talentia-prod-bedrock-errors',
      'Talentia-prod-bedrock-throttles',
      'Talentia-prod-transcribe-errors',
    ]);
    expect(unacknowledgedNagFindings(con.app)).toEqual([]);
  });
});

describe('with -c bedrockEmbeddings=<Cohere> alone', () => {
  it('the report job alone may invoke, exactly that foundation model in the deploy region, and alone knows its id', () => {
    const fs = funciones(soloEmbeddings);
    expect(deServicio(fs, 'bedrock:')).toEqual(['analizar-entrevista']);
    const f = fs.find((x) => x.quien === 'analizar-entrevista')!;
    expect(deBedrock(f)).toEqual({
      statements: 1,
      acciones: ['bedrock:InvokeModel'],
      arns: [`arn:aws:bedrock:eu-west-1::foundation-model/${COHERE}`],
    });
    expect(
      fs.filter((x) => x.env.BEDROCK_EMBEDDINGS_MODEL_ID !== undefined).map((x) => [x.quien, x.env.BEDROCK_EMBEDDINGS_MODEL_ID]),
    ).toEqual([['analizar-entrevista', COHERE]]);
    for (const x of fs) expect(x.env.BEDROCK_MODEL_ID).toBeUndefined();
  });

  it('adds no alarm (those of -c bedrock watch its models) and cdk-nag stays clean', () => {
    const alarmas = Object.values(resources(Template.fromStack(soloEmbeddings.monitoring), 'AWS::CloudWatch::Alarm')).map((a) =>
      String(a.Properties.AlarmName),
    );
    expect(alarmas.filter((n) => /bedrock|transcribe/.test(n))).toEqual([]);
    expect(unacknowledgedNagFindings(soloEmbeddings.app)).toEqual([]);
  });
});

describe('-c bedrockEmbeddings is checked', () => {
  it('takes the two models the analysis speaks to, and refuses anything else with a clear error at synth', () => {
    expect(leerBedrockEmbeddings(TITAN)).toBe(TITAN);
    expect(leerBedrockEmbeddings(COHERE)).toBe(COHERE);
    expect(leerBedrockEmbeddings(undefined)).toBeUndefined();
    for (const otro of [
      'amazon.titan-embed-text-v1',
      'cohere.embed-english-v3',
      `eu.${COHERE}`,
      `arn:aws:bedrock:eu-west-1::foundation-model/${TITAN}`,
      `${TITAN},${COHERE}`,
    ])
      expect(() => leerBedrockEmbeddings(otro), otro).toThrow(
        `Context "bedrockEmbeddings" must be one of amazon.titan-embed-text-v2:0, cohere.embed-multilingual-v3`,
      );
    expect(() => construir({ bedrockEmbeddings: 'amazon.titan-embed-text-v1' })).toThrow(/Context "bedrockEmbeddings" must be one of/);
  });
});

describe('without them (and the local stack)', () => {
  it('no Bedrock or Transcribe grant, variable or alarm anywhere', () => {
    const fs = funciones(sin);
    expect(deServicio(fs, 'bedrock:')).toEqual([]);
    expect(deServicio(fs, 'transcribe:')).toEqual([]);
    for (const f of fs) {
      expect(f.env.BEDROCK_MODEL_ID).toBeUndefined();
      expect(f.env.TRANSCRIBE_ENABLED).toBeUndefined();
      expect(f.env.BEDROCK_EMBEDDINGS_MODEL_ID).toBeUndefined();
    }
    const alarmas = Object.values(resources(Template.fromStack(sin.monitoring), 'AWS::CloudWatch::Alarm')).map((a) =>
      String(a.Properties.AlarmName),
    );
    expect(alarmas.filter((n) => /bedrock|transcribe/.test(n))).toEqual([]);
  });

  it('the transcription route still reads and deletes the recordings only (Deepgram), and no transcript; cdk-nag is clean', () => {
    expect(deTranscribir(sin)).toEqual(
      ordenadas([
        { Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: ['{logs}'] },
        { Action: ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'], Resource: ['*'] },
        TABLA,
        ...GRABACIONES,
        { Action: ['kms:Decrypt'], Resource: ['{clave}'] },
      ]),
    );
    expect(unacknowledgedNagFindings(sin.app)).toEqual([]);
  });
});

describe('-c bedrock is checked', () => {
  it('a foundation model runs in the deploy region; a geographic profile names its regions', () => {
    expect(leerBedrock(MODELO, undefined)).toEqual([{ modelId: MODELO, foundationModelId: MODELO, geografia: undefined, regiones: [] }]);
    expect(leerBedrock(PERFIL, 'eu-west-3, eu-central-1')).toEqual([
      { modelId: PERFIL, foundationModelId: MODELO, geografia: 'eu', regiones: ['eu-west-3', 'eu-central-1'] },
    ]);
  });

  it('a comma-separated list, the default first: each read alone (the regions go to its profiles), repeats dropped', () => {
    expect(leerBedrock(` ${PERFIL} , ${OTRO},${PERFIL}`, 'eu-west-3')).toEqual([
      { modelId: PERFIL, foundationModelId: MODELO, geografia: 'eu', regiones: ['eu-west-3'] },
      { modelId: OTRO, foundationModelId: OTRO, geografia: undefined, regiones: [] },
    ]);
    expect(() => leerBedrock(`${MODELO},,${OTRO}`, undefined)).toThrow(/comma-separated list/);
    expect(() => leerBedrock(`${MODELO},global.${OTRO}`, undefined)).toThrow(/global inference profile/);
    expect(() => leerBedrock(`${MODELO},${OTRO}`, 'eu-west-1')).toThrow(/inference profiles only/);
  });

  it('refuses a global profile, an ARN, a profile without regions, regions without a profile, and a bad id', () => {
    expect(() => leerBedrock(`global.${MODELO}`, undefined)).toThrow(/global inference profile/);
    expect(() => leerBedrock(`arn:aws:bedrock:eu-west-1::foundation-model/${MODELO}`, undefined)).toThrow(/not an ARN/);
    expect(() => leerBedrock(PERFIL, undefined)).toThrow(/bedrockRegions/);
    expect(() => leerBedrock(MODELO, 'eu-west-1')).toThrow(/inference profiles only/);
    expect(() => leerBedrock(undefined, 'eu-west-1')).toThrow(/needs at least one model/);
    expect(() => leerBedrock('claude sonnet', undefined)).toThrow(/must be a Bedrock model/);
    expect(() => leerBedrock(PERFIL, 'europa')).toThrow(/region codes/);
  });
});
