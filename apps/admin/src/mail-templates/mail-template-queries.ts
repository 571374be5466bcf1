import { mailTemplateMessages } from "@foyer/domain";
import { createMailTemplatesApi, type MailTemplateLevel, type MailTemplatesApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { queryOptions } from "@tanstack/react-query";
import { useMemo } from "react";
import { eventKey, orgKey } from "../server-data/query-keys.js";

/** The cache key of a level's templates: below its organization or event, like the API's paths. */
export const mailTemplatesKey = (level: MailTemplateLevel) =>
  "orgId" in level ? orgKey(level.orgId, "mail-templates") : eventKey(level.eventId, "mail-templates");

export const mailTemplateQueries = {
  list: (api: MailTemplatesApi, level: MailTemplateLevel) =>
    queryOptions({
      queryKey: mailTemplatesKey(level),
      queryFn: ({ signal }) => api.list(level, { signal }),
      meta: { errorMessage: mailTemplateMessages.loadFailed },
    }),
};

/** The template calls over the app's one HTTP client. */
export function useMailTemplatesApi(): MailTemplatesApi {
  const { http } = useApp().services.sdk;
  return useMemo(() => createMailTemplatesApi(http), [http]);
}
