import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import contract from "./openapi.contract.json" with { type: "json" };

// The committed REST document as a client knows it, and a check of the server's answers against
// it with a validator of its own (ajv), independent of the zod schemas the server was built from.

export interface Schema {
  [key: string]: unknown;
}
interface Response {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Schema }>;
}
export interface Parameter {
  name: string;
  in: "path" | "query";
  required?: boolean;
  schema: Schema;
}
export interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses: Record<string, Response>;
}
export interface ContractOperation {
  id: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** As the document has it, e.g. /events/{id}. */
  path: string;
  operation: Operation;
}

export const document = contract as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** Every operation of the committed document. */
export const contractOperations: ContractOperation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    id: operation.operationId,
    method: method.toUpperCase() as ContractOperation["method"],
    path,
    operation,
  })),
);

/** The error code each status carries, as the document's error schema names them. */
export const CODE_OF_STATUS: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
  503: "SERVICE_UNAVAILABLE",
};

/** A schema with every `#/components/schemas/X` replaced by X itself (the document has no cycles). */
export function resolved(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(resolved);
  if (!schema || typeof schema !== "object") return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith("#/components/schemas/")) {
    return resolved(document.components.schemas[ref.slice("#/components/schemas/".length)]);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolved(value)]));
}

// OpenAPI 3.1's schemas are JSON Schema 2020-12; the document's own words (example) are allowed.
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: unknown): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(resolved(schema) as object);
    validators.set(key, validate);
  }
  return validate;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined> | Headers;
  body: string;
}

function header(headers: Answer["headers"], name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * What is wrong with an answer by the document: a status the operation does not declare, a body
 * that does not match its schema, an error whose code is not its status's, a 429 without
 * Retry-After. Empty when the answer keeps the contract.
 */
export function contractProblems(op: ContractOperation, answer: Answer): string[] {
  const where = `${op.method} ${op.path} -> ${answer.status}`;
  const declared = op.operation.responses[String(answer.status)];
  if (!declared) return [`${where}: status not declared (${answer.body.slice(0, 200)})`];
  const type = header(answer.headers, "content-type") ?? "";
  const [mediaType, content] = Object.entries(declared.content ?? {})[0] ?? [];
  if (!mediaType || !content?.schema) return [];
  if (!type.startsWith(mediaType)) return [`${where}: content type ${type}, declared ${mediaType}`];
  if (mediaType !== "application/json") return [];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [`${where}: not JSON: ${answer.body.slice(0, 200)}`];
  }
  const problems: string[] = [];
  const validate = validatorFor(`${op.id} ${answer.status}`, content.schema);
  if (!validate(body)) {
    problems.push(`${where}: body does not match: ${ajv.errorsText(validate.errors)}: ${answer.body.slice(0, 300)}`);
  }
  if (answer.status >= 400 && (body as { code?: string }).code !== CODE_OF_STATUS[answer.status]) {
    problems.push(`${where}: code ${(body as { code?: string }).code}, not ${CODE_OF_STATUS[answer.status]}`);
  }
  for (const name of Object.keys(declared.headers ?? {})) {
    if (header(answer.headers, name.toLowerCase()) === undefined) problems.push(`${where}: no ${name} header`);
  }
  return problems;
}
