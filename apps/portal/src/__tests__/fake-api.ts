export type { FakeApi, Routes } from "@foyer/widgets/testing";
export { fakeApi, fakeJwt, storeSession } from "@foyer/widgets/testing";

export const speakerUser = {
  id: "user-2",
  email: "speaker@foyer.demo",
  fname: "Sam",
  lname: "Speaker",
  displayName: "Sam Speaker",
  photoUrl: null,
  phone: null,
  location: null,
  timezone: "Europe/Berlin",
  mute_sounds: false,
  isFoyerAdmin: false,
  event_roles: [],
};
