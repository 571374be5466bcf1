import { type OrgListLayout, type PeopleQuery, type SegmentKind, segmentRequirement } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type BulkActions, useListBulkActions } from "../../eventlight/records/useBulkActions.js";
import {
  LAYOUTS_LOAD_FAILED,
  type RecordLayoutsModel,
  useListLayouts,
} from "../../eventlight/records/useRecordLayouts.js";
import {
  type RecordSelectionModel,
  useRecordSelection,
} from "../../eventlight/records/useRecordSelection.js";
import { allows, useOrg } from "../org-context.js";
import { kindText } from "./people-paths.js";
import { peopleKeys } from "./people-queries.js";
import { usePeopleApi } from "./usePeopleApi.js";

export interface PeopleTools {
  layouts: RecordLayoutsModel<OrgListLayout>;
  selection: RecordSelectionModel;
  bulk: BulkActions;
  /** "1 person", "3 people": the rows' name for `n` of them. */
  noun(n: number): string;
  /** Update on contacts: Edit and Delete (the server checks each contact's event too). */
  canDelete: boolean;
  /** Update on the list: saving, renaming and deleting layouts. */
  canSaveLayouts: boolean;
}

/**
 * The event lists' tools on the organization's people or speakers (issue 7 item 1): the list's
 * saved layouts (remembered per organization and list), the selection of the query `listKey`
 * names, and the bulk calls, whose "all" is the list's own search and filters (`scope`).
 */
export function usePeopleTools(
  kind: SegmentKind,
  scope: Omit<PeopleQuery, "page" | "pageSize" | "sort">,
  listKey: string,
  onDeleted: () => void,
): PeopleTools {
  const { orgId, profile } = useOrg();
  const api = usePeopleApi();
  const layoutsApi = useMemo(() => api.layouts(orgId, kind), [api, orgId, kind]);
  const savedKey = [...peopleKeys.kind(orgId, kind), "layouts"];
  const saved = useQuery({
    queryKey: savedKey,
    queryFn: () => layoutsApi.list(),
    meta: { errorMessage: LAYOUTS_LOAD_FAILED },
  });
  const layouts = useListLayouts(`org:${orgId}:${kind}`, layoutsApi, saved, savedKey);
  const selection = useRecordSelection(listKey);
  const noun = (n: number) => (n === 1 ? kindText[kind].one : kindText[kind].many);
  const bulk = useListBulkActions(
    {
      remove: (picked) => api.bulkDelete(orgId, kind, picked),
      exportCsv: (picked) => api.exportSelected(orgId, kind, picked),
      fileName: `${kind}-selected.csv`,
      noun,
      // A 403 here names the event whose contacts may not be deleted: the dialog says it.
      gate: false,
    },
    scope,
    selection,
    onDeleted,
  );
  return {
    layouts,
    selection,
    bulk,
    noun,
    canDelete: allows(profile, segmentRequirement("people", "update")),
    canSaveLayouts: allows(profile, segmentRequirement(kind, "update")),
  };
}
