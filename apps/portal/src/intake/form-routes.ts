import type { FormKind } from "@foyer/domain";

/** A participant form page of spec 1 §2 "Forms", read from the path. */
export interface FormRoute {
  kind: FormKind;
  /** The event's slug (intake, submission) or the form's own (application, follow-up). */
  slug: string;
  formId: string;
  page: "form" | "logon";
  submissionId?: string;
  stepId?: string;
  /** Follow-up forms: /preview renders without saving. */
  preview?: boolean;
  /** Follow-up forms: /enabledNewPortal/{enabledNewPortal}, kept for links into the new portal. */
  enabledNewPortal?: string;
}

const PREFIX: Record<FormKind, string> = {
  intake: "intake",
  submission: "submit",
  application: "applications",
  followup: "followup-forms",
};
const KIND_OF: Record<string, FormKind> = {
  intake: "intake",
  submit: "submission",
  applications: "application",
  "followup-forms": "followup",
};

/** Which pages each kind has after /{prefix}/{slug}/{id} (spec 1 §2 "Forms"). */
const ALLOWED: Record<FormKind, ReadonlySet<string>> = {
  intake: new Set(["logon"]),
  submission: new Set(["logon", "submissions", "step"]),
  application: new Set(["logon", "submissions"]),
  followup: new Set(["submissions", "preview", "enabledNewPortal"]),
};

/** Whether a kind's URLs can carry a submission id or a step id (spec 1 §2 "Forms"). */
export function routeCarries(kind: FormKind, part: "submissions" | "step"): boolean {
  return ALLOWED[kind].has(part);
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Parses a form path; null when the path is not one of the spec's form routes. */
export function parseFormRoute(pathname: string): FormRoute | null {
  const segments = pathname.split("/").filter(Boolean).map(decode);
  if (segments.some((segment) => segment === null || segment === "")) return null;
  const [prefix, slug, formId, ...rest] = segments as string[];
  const kind = prefix ? KIND_OF[prefix] : undefined;
  if (!kind || !slug || !formId) return null;
  const route: FormRoute = { kind, slug, formId, page: "form" };
  for (let index = 0; index < rest.length; index++) {
    const word = rest[index] as string;
    if (!ALLOWED[kind].has(word)) return null;
    if (word === "logon" || word === "preview") {
      if (index !== rest.length - 1) return null;
      if (word === "logon") route.page = "logon";
      else route.preview = true;
      continue;
    }
    const value = rest[index + 1];
    if (!value) return null;
    index++;
    if (word === "submissions") route.submissionId = value;
    else if (word === "step") route.stepId = value;
    else route.enabledNewPortal = value;
  }
  return route;
}

/** The path of a form page; the inverse of parseFormRoute. */
export function formPath(route: Omit<FormRoute, "page"> & { page?: FormRoute["page"] }): string {
  const enc = encodeURIComponent;
  let path = `/${PREFIX[route.kind]}/${enc(route.slug)}/${enc(route.formId)}`;
  if (route.page === "logon") return `${path}/logon`;
  if (route.enabledNewPortal) path += `/enabledNewPortal/${enc(route.enabledNewPortal)}`;
  if (route.submissionId) path += `/submissions/${enc(route.submissionId)}`;
  if (route.stepId) path += `/step/${enc(route.stepId)}`;
  if (route.preview) path += "/preview";
  return path;
}
