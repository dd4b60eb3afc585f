import http from "node:http";

export interface Answer {
  status: number;
  body: string;
}

/** One JSON POST on a keep-alive agent. A socket error rejects (nothing was answered). */
export function postJson(agent: http.Agent, url: string, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** A contact submission whose message carries a marker, so each one can be found afterwards. */
export function submission(marker: string) {
  return {
    type: "membership",
    name: "Load Test",
    email: "load@example.lu",
    phone: null,
    message: `marker:${marker}`,
  };
}

/**
 * Sends submissions over `connections` concurrent keep-alive connections until `total` were sent
 * or `shouldStop()` says so. Returns the markers that were answered 2xx, and every other outcome.
 */
export async function submitMany(
  baseUrl: string,
  options: {
    connections: number;
    total: number;
    prefix: string;
    shouldStop?: () => boolean;
    onAcknowledged?: (count: number) => void;
  },
): Promise<{ acknowledged: string[]; other: string[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const acknowledged: string[] = [];
  const other: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < options.total && !options.shouldStop?.()) {
      const marker = `${options.prefix}-${next++}`;
      try {
        const answer = await postJson(agent, `${baseUrl}/api/contact-submissions`, submission(marker));
        if (answer.status >= 200 && answer.status < 300) {
          acknowledged.push(marker);
          options.onAcknowledged?.(acknowledged.length);
        } else other.push(`${answer.status}`);
      } catch (error) {
        other.push((error as NodeJS.ErrnoException).code ?? String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  agent.destroy();
  return { acknowledged, other };
}
