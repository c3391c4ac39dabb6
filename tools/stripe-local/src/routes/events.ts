/** `/v1/events`: list (optionally by `type`) and retrieve. */
import { resourceMissing } from "../errors.js";
import { withParamErrors } from "../params.js";
import { listPage, readListParams } from "./list.js";
import { idParam, ok, type AppServices, type Route } from "./route.js";

export function eventRoutes({ dispatcher }: AppServices): Route[] {
  return [
    {
      method: "GET",
      pattern: /^\/v1\/events$/,
      auth: "secret",
      run: ({ reader }) =>
        ok(
          withParamErrors(() => {
            const params = readListParams(reader);
            const type = reader.string("type");
            return listPage({
              all: dispatcher.list().map((r) => r.event),
              filter: (e) => type === undefined || e.type === type,
              params,
              url: "/v1/events",
              objectName: "event",
            });
          }),
        ),
    },
    {
      method: "GET",
      pattern: /^\/v1\/events\/([^/]+)$/,
      auth: "secret",
      run: (m) => {
        const record = dispatcher.get(idParam(m));
        if (!record) throw resourceMissing("event", idParam(m));
        return ok(record.event);
      },
    },
  ];
}
