import { useId } from "react";
import { useSignals } from "../runtime/signals.js";
import type { ImportWizardModel } from "./model.js";
import { wizardText } from "./wizard-text.js";

/**
 * The record preview (spec 2 §2.2 mapCsvReview, §5): how the sample rows will read as records
 * with the mapping as it stands — per group its first 5 (accounts), 6 (contacts) or 4 fields —
 * updated as columns are chosen. Records with neither a name nor a value are left out.
 */
export function RecordPreview({ model }: { model: ImportWizardModel }) {
  useSignals();
  const id = useId();
  const previews = model.preview.value.filter((preview) => preview.records.length > 0);
  return (
    <aside className="foyer-iw-preview" part="record-preview" aria-labelledby={`${id}-title`}>
      <h4 className="foyer-iw-preview__title" id={`${id}-title`}>
        {wizardText.previewTitle}
      </h4>
      {previews.length === 0 ? <p className="foyer-iw-muted">{wizardText.previewEmpty}</p> : null}
      {previews.map((preview) => (
        <section
          className="foyer-iw-preview__group"
          key={preview.groupId}
          aria-labelledby={`${id}-${preview.groupId}`}
        >
          <h5 className="foyer-iw-preview__group-name" id={`${id}-${preview.groupId}`}>
            {preview.groupName}
          </h5>
          <ul className="foyer-iw-records">
            {preview.records.map((record, index) => (
              // Sample rows have no identity of their own; their order never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li className="foyer-iw-record" part="record" key={index}>
                {record.name ? <p className="foyer-iw-record__name">{record.name}</p> : null}
                {record.meta.length > 0 ? (
                  <dl className="foyer-iw-record__meta">
                    {record.meta.map((item, at) => {
                      // An invalid value is marked and described by the import's sentence (issue 22).
                      const problemId = `${id}-${preview.groupId}-${index}-${at}`;
                      return (
                        <div
                          key={item.label}
                          className={item.problem ? "foyer-iw-record__invalid" : undefined}
                        >
                          <dt>{item.label}</dt>
                          <dd aria-describedby={item.problem ? problemId : undefined}>
                            {item.problem ? (
                              <span className="foyer-iw-record__flag" aria-hidden="true">
                                !
                              </span>
                            ) : null}
                            {item.value}
                            {item.problem ? (
                              <span className="foyer-iw-record__problem" id={problemId} part="record-problem">
                                {item.problem}
                              </span>
                            ) : null}
                          </dd>
                        </div>
                      );
                    })}
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </aside>
  );
}
