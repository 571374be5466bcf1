import type { UploadedFile } from "@foyer/domain";
import type { ChangeEvent } from "react";
import { useWidgetCss } from "../runtime/useWidgetCss.js";
import { controlAria, type FieldProps } from "./field-props.js";
import { fileFieldCss } from "./file-field.css.js";
import { UploadList } from "./UploadList.js";
import { acceptAttribute, filesOf, maxFilesOf, safeFileUrl } from "./upload-rules.js";

/** Hands the chosen files on and empties the input, so choosing the same file again still counts. */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.currentTarget.files ?? []);
  event.currentTarget.value = "";
  return files;
}

/**
 * The real `<input type="file">`, kept in the tab order and visually replaced by its label
 * (CSS, not display:none), so keyboard users reach it like any control.
 */
function FilePicker(props: FieldProps & { buttonText: string; multiple: boolean; full: boolean }) {
  const { field, ids, uploads, disabled } = props;
  const buttonId = `${ids.input}-button`;
  return (
    <div className="foyer-upload__picker">
      <input
        className="foyer-upload__input"
        part="input"
        type="file"
        accept={acceptAttribute(field)}
        multiple={props.multiple}
        disabled={disabled || props.full}
        {...controlAria(props)}
        aria-labelledby={`${ids.label} ${buttonId}`}
        onChange={(event) => {
          const files = takeFiles(event);
          if (files.length > 0) uploads.start(files);
        }}
      />
      <label className="foyer-button foyer-upload__button" part="button" id={buttonId} htmlFor={ids.input}>
        {props.buttonText}
      </label>
    </div>
  );
}

/** file and image: an array of uploaded files (items with uploadId), uploaded as soon as chosen. */
export function FileField(props: FieldProps) {
  useWidgetCss(fileFieldCss);
  const { field, value, onChange, uploads, disabled } = props;
  const files = filesOf(value);
  const max = maxFilesOf(field);
  const busy = uploads.uploads.filter((upload) => !upload.error).length;
  const image = field.type === "image";
  const noun = image ? "image" : "file";
  return (
    <div className="foyer-upload">
      <FilePicker
        {...props}
        buttonText={
          files.length === 0
            ? `Choose ${noun}${max > 1 ? "s" : ""}`
            : max > 1
              ? `Add ${noun}s`
              : `Replace ${noun}`
        }
        multiple={max > 1}
        full={files.length + busy >= max && max > 1}
      />
      <p className="foyer-field__note">
        {max > 1 ? `Up to ${max} ${noun}s, ` : ""}
        {image ? "JPEG, SVG, BMP or PNG, " : ""}up to 2GB each.
      </p>
      <UploadList
        files={files}
        uploads={uploads.uploads}
        showThumbnails={image}
        disabled={disabled}
        onRemove={(removed) => onChange(files.filter((file) => file.uploadId !== removed.uploadId))}
        onCancel={uploads.cancel}
      />
      {uploads.refused ? (
        <p className="foyer-field__error" part="error" role="alert">
          {uploads.refused}
        </p>
      ) : null}
    </div>
  );
}

function photoOf(value: unknown): { photoUrl: string; file: UploadedFile } | null {
  if (typeof value !== "object" || value === null || !("photoUrl" in value) || !("file" in value))
    return null;
  const photo = value as { photoUrl: unknown; file: UploadedFile };
  return typeof photo.photoUrl === "string" ? { photoUrl: photo.photoUrl, file: photo.file } : null;
}

/** photo (attendee photo): {photoUrl, file} (spec 2 §3). */
export function PhotoField(props: FieldProps) {
  useWidgetCss(fileFieldCss);
  const { value, onChange, uploads, disabled } = props;
  const photo = photoOf(value);
  const url = photo ? safeFileUrl(photo.photoUrl) : null;
  return (
    <div className="foyer-upload foyer-upload--photo">
      {url ? <img className="foyer-photo" part="photo" src={url} alt={photo?.file.name ?? ""} /> : null}
      <FilePicker
        {...props}
        buttonText={photo ? "Replace photo" : "Choose photo"}
        multiple={false}
        full={false}
      />
      {photo ? (
        <button
          type="button"
          className="foyer-link-button"
          part="button"
          disabled={disabled}
          onClick={() => onChange(null)}
        >
          Remove photo
        </button>
      ) : null}
      <UploadList
        files={[]}
        uploads={uploads.uploads}
        showThumbnails={false}
        disabled={disabled}
        onRemove={() => onChange(null)}
        onCancel={uploads.cancel}
      />
      {uploads.refused ? (
        <p className="foyer-field__error" part="error" role="alert">
          {uploads.refused}
        </p>
      ) : null}
    </div>
  );
}
