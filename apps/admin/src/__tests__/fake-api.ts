export type { FakeApi, Routes } from "@foyer/widgets/testing";
export { fakeApi, fakeJwt, storeSession } from "@foyer/widgets/testing";

export const adminUser = {
  id: "user-1",
  email: "admin@foyer.demo",
  fname: "Ada",
  lname: "Organizer",
  displayName: "Ada Organizer",
  photoUrl: null,
  phone: null,
  location: null,
  timezone: "America/New_York",
  mute_sounds: false,
  isFoyerAdmin: true,
  event_roles: [],
};
