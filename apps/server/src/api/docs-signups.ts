// The OpenAPI entry of the sign-ups' CSV export, a plain Fastify route (routes/signups-csv.ts):
// a file, not JSON.

import { errorResponse } from "./docs-errors.js";

const text = (description: string) => ({ type: "string", minLength: 1, description });

export const signupPaths = {
  "/events/{id}/signups.csv": {
    get: {
      operationId: "signups-csv",
      tags: ["sign-ups"],
      summary:
        "Every sign-up of an event as a spreadsheet (CSV, UTF-8 with a BOM, German column names): status, place on the waiting list, name, e-mail, phone, places, shift, date, under 16, parent, checked in, and one column per question; confirmed first, then offered, the waiting list in order, unconfirmed, cancelled and expired",
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
      parameters: [
        {
          name: "id",
          in: "path",
          required: true,
          schema: { type: "integer", exclusiveMinimum: 0, maximum: 2147483647 },
        },
        { name: "date", in: "query", required: false, schema: text("A series' date (YYYY-MM-DD): its sign-ups only") },
        { name: "shiftId", in: "query", required: false, schema: text("One helper shift's sign-ups only") },
        {
          name: "sensitive",
          in: "query",
          required: false,
          description:
            "true: with the answers to questions marked sensitive, for an admin only (Redaktion never gets them); left out otherwise",
          schema: { type: "string", enum: ["true", "false"] },
        },
      ],
      responses: {
        "200": {
          description:
            "The CSV file (Content-Disposition: attachment, named anmeldungen-<title>-<date>.csv); a cell that starts with = + - or @ has a leading '",
          content: { "text/csv": { schema: { type: "string" } } },
        },
        "400": errorResponse(400, "A date the event does not take place on, a shift it does not have, or a bad value"),
        "401": errorResponse(401),
        "403": errorResponse(403, "A role that does not manage sign-ups (Fotos)"),
        "404": errorResponse(404, "No such event, or one without sign-ups"),
      },
    },
  },
};
