import { type ApiMeta, appRouter } from "@jugendclub/api";

/** The procedures whose REST success is not 200 (their meta's successStatus), by procedure path. */
export const SUCCESS_STATUS: ReadonlyMap<string, number> = new Map(
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ApiMeta } }>).flatMap(
    ([path, { _def }]) => (_def.meta?.successStatus ? [[path, _def.meta.successStatus] as const] : []),
  ),
);

/** The same by "method path" as the OpenAPI document names operations, for the document. */
export const SUCCESS_STATUS_BY_OPERATION: ReadonlyMap<string, number> = new Map(
  Object.values(appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ApiMeta } }>).flatMap(
    ({ _def }) =>
      _def.meta?.successStatus && _def.meta.openapi
        ? [[`${_def.meta.openapi.method.toLowerCase()} ${_def.meta.openapi.path}`, _def.meta.successStatus] as const]
        : [],
  ),
);
