export type { FakeApi, Routes } from "@foyer/widgets/testing";
export { fakeApi, fakeJwt, speakerUser, storeSession } from "@foyer/widgets/testing";
