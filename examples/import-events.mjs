#!/usr/bin/env node
// Imports the season's events from a CSV file through the REST API, using nothing but the API
// and its OpenAPI document. Runs on Node 18 or newer, with no dependencies.
//
//   JC_URL=https://club.example JC_TOKEN=jc_... node examples/import-events.mjs events.csv
//   (or JC_USERNAME and JC_PASSWORD instead of JC_TOKEN: signs in and uses the session cookie)
//
// The CSV's first line names the columns: title,date,description,location,category,featured,imageUrl
// (title and date are required; date as 2027-06-12T17:00:00+02:00 or 2027-06-12).
import { readFileSync } from "node:fs";

/** RFC 4180: commas, quoted fields with "" for a quote, CRLF or LF line ends. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      if (row.some((value) => value.trim() !== "")) rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  row.push(field);
  if (row.some((value) => value.trim() !== "")) rows.push(row);
  const [header = [], ...records] = rows;
  const names = header.map((name) => name.trim());
  return records.map((record) => Object.fromEntries(names.map((name, i) => [name, (record[i] ?? "").trim()])));
}

async function main() {
  const file = process.argv[2];
  const base = (process.env.JC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  if (!file) {
    console.error("Usage: JC_URL=... JC_TOKEN=... node examples/import-events.mjs events.csv");
    process.exit(2);
  }

  // The OpenAPI document says where events are created and which fields they need.
  const spec = await (await fetch(`${base}/api/openapi.json`)).json();
  const server = spec.servers?.[0]?.url ? new URL(spec.servers[0].url).pathname.replace(/\/+$/, "") : "/api";
  const create = spec.paths?.["/events"]?.post;
  if (!create) throw new Error("This server's API has no POST /events");
  const schema = create.requestBody?.content?.["application/json"]?.schema ?? {};
  const required = schema.required ?? [];
  const known = Object.keys(schema.properties ?? {});

  const headers = { "content-type": "application/json" };
  if (process.env.JC_TOKEN) headers.authorization = `Bearer ${process.env.JC_TOKEN}`;
  else if (process.env.JC_USERNAME) {
    const res = await fetch(`${base}${server}/auth/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ username: process.env.JC_USERNAME, password: process.env.JC_PASSWORD ?? "" }),
    });
    if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
    headers.cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  } else throw new Error("Set JC_TOKEN, or JC_USERNAME and JC_PASSWORD");

  const rows = parseCsv(readFileSync(file, "utf8"));
  let created = 0;
  let failed = 0;
  for (const [index, row] of rows.entries()) {
    const line = index + 2;
    const missing = required.filter((name) => !row[name]);
    if (missing.length > 0) {
      console.error(`line ${line}: missing ${missing.join(", ")}`);
      failed++;
      continue;
    }
    const body = {};
    for (const [name, value] of Object.entries(row)) {
      if (!known.includes(name) || value === "") continue;
      body[name] = name === "featured" ? ["1", "true", "ja", "yes"].includes(value.toLowerCase()) : value;
    }
    const res = await fetch(`${base}${server}${"/events"}`, { method: "POST", headers, body: JSON.stringify(body) });
    if (res.ok) {
      const event = await res.json();
      console.log(`line ${line}: created event ${event.id} "${event.title}" (${event.category})`);
      created++;
    } else {
      const error = await res.json().catch(() => ({ message: res.statusText }));
      console.error(`line ${line}: ${res.status} ${error.message}`);
      failed++;
    }
  }
  console.log(`${created} created, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
