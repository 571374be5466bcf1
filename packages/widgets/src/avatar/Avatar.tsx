import { type ReactNode, useState } from "react";
import { type AvatarColor, type AvatarSize, avatarColorOf, initialsOf } from "./avatar-rules.js";

export interface AvatarProps {
  /** Hashed to pick the colour (spec 2 §9), e.g. the record's id. */
  id: string;
  /** The name the initials come from. */
  text: string;
  /** A picture shown instead of the initials; the initials come back if it fails to load. */
  photoUrl?: string | null | undefined;
  /** Shown instead of the initials when there is no picture (e.g. a building for an account). */
  icon?: ReactNode;
  /** A colour instead of the hashed one. @default avatarColorOf(id) */
  color?: AvatarColor | undefined;
  /** Square corners instead of a circle (accounts). @default false */
  square?: boolean | undefined;
  /** @default "medium" */
  size?: AvatarSize | undefined;
  /**
   * The accessible name. Without it the avatar is decorative (hidden from assistive technology),
   * as beside a name that already says who it is.
   * @example label: "Ada Lovelace"
   */
  label?: string | undefined;
}

/**
 * A person's or an account's picture, or their initials on a colour picked from their id. Size
 * and colour come from `avatarCss` through data attributes, never a style attribute (CSP
 * `style-src 'self'`); a widget that shows avatars adopts `avatarCss`.
 * @example <Avatar id={contact.id} text={contact.name} photoUrl={contact.photoUrl} size="small" />
 */
export function Avatar({ id, text, photoUrl, icon, color, square, size = "medium", label }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = photoUrl && failed !== photoUrl ? photoUrl : null;
  const initials = initialsOf(text);
  const content = picture ? (
    <img className="foyer-avatar__photo" src={picture} alt="" onError={() => setFailed(picture)} />
  ) : initials || !icon ? (
    <span className="foyer-avatar__initials">{initials || "?"}</span>
  ) : (
    icon
  );
  const look = {
    className: "foyer-avatar",
    part: "avatar",
    "data-size": size,
    "data-color": color ?? avatarColorOf(id),
    "data-shape": square ? "square" : "circle",
  };
  return label ? (
    <span {...look} role="img" aria-label={label}>
      {content}
    </span>
  ) : (
    <span {...look} aria-hidden="true">
      {content}
    </span>
  );
}
