// The ceiling of bench-api: a bare Fastify route per endpoint that answers the bytes the real
// server answered (its body and headers), in a process of its own like the real server (in the benchmark's process it
// would share a core with the load generator and look slower than it is).
//   node --import tsx src/ceiling-server.ts <answers.json>   prints "listening <url>"
import { readFileSync } from "node:fs";
import Fastify from "fastify";

export interface CeilingAnswer {
  method: "GET" | "POST";
  path: string;
  status: number;
  /** The real server's headers, so the ceiling sends the very same bytes. */
  headers: Record<string, string>;
  /** The body, base64. */
  body: string;
}

const file = process.argv[2];
if (!file) throw new Error("usage: ceiling-server.ts <answers.json>");
const answers = JSON.parse(readFileSync(file, "utf8")) as CeilingAnswer[];
const bare = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.body, "base64");
  bare.route({
    method: answer.method,
    url: answer.path,
    handler: async (_request, reply) => reply.code(answer.status).headers(answer.headers).send(body),
  });
}
const url = await bare.listen({ port: 0, host: "127.0.0.1" });
console.log(`listening ${url}`);
