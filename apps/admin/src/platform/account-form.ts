import type { UpdateMeBody, User } from "@foyer/domain";
import { fieldErrorsOf } from "@foyer/sdk";

/** The editable account fields, as the inputs hold them. */
export interface AccountFormValues {
  fname: string;
  lname: string;
  phone: string;
  location: string;
  timezone: string;
}

export type AccountField = keyof AccountFormValues;
export type AccountFieldErrors = Partial<Record<AccountField, string>>;

const fields: readonly AccountField[] = ["fname", "lname", "phone", "location", "timezone"];

export function formValuesOf(user: User): AccountFormValues {
  return {
    fname: user.fname,
    lname: user.lname,
    phone: user.phone ?? "",
    location: user.location ?? "",
    timezone: user.timezone ?? "",
  };
}

/** The PUT /user/me body. The server validates it all and clears empty optional fields. */
export function updateBodyOf(values: AccountFormValues): UpdateMeBody {
  return {
    fname: values.fname,
    lname: values.lname,
    phone: values.phone,
    location: values.location,
    timezone: values.timezone === "" ? null : values.timezone,
  };
}

/** The server's validation messages by field (`details` of a 400 answer); the rest is not ours. */
export function accountFieldErrorsOf(error: unknown): AccountFieldErrors {
  const byPath = fieldErrorsOf(error);
  const errors: AccountFieldErrors = {};
  for (const field of fields) if (byPath[field] !== undefined) errors[field] = byPath[field];
  return errors;
}
