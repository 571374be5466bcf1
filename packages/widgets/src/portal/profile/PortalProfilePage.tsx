import { PORTAL_NO_PROFILE, type PortalProfile } from "@foyer/domain";
import { useState } from "react";
import { PortalPage } from "../PortalPage.js";
import { isNotFound } from "../portal-errors.js";
import { LoadFailed } from "../sessions/LoadFailed.js";
import { usePortalData } from "../usePortalData.js";
import { MyAvailability } from "./MyAvailability.js";
import { ProfileForm } from "./ProfileForm.js";
import { ProfilePhoto } from "./ProfilePhoto.js";
import { usePortalProfileApi } from "./usePortalProfileApi.js";

export const PROFILE_LOAD_FAILED = "An error occurred getting your profile";

/**
 * The loaded profile; the photo and the form each answer the profile as it now is. "My
 * availability" follows: only someone with a contact in the event has one.
 */
function ProfileEditor({ initial }: { initial: PortalProfile }) {
  const [profile, setProfile] = useState(initial);
  return (
    <>
      <div className="profile-layout">
        <ProfilePhoto profile={profile} onChange={setProfile} />
        <ProfileForm profile={profile} onSaved={setProfile} />
      </div>
      <MyAvailability />
    </>
  );
}

function ProfileSection() {
  const { api: me } = usePortalProfileApi();
  const loaded = usePortalData(() => me.profile(), [me], {
    errorMessage: PROFILE_LOAD_FAILED,
    expected: isNotFound,
  });
  if (loaded.state.status === "loading") return <p role="status">Loading your profile…</p>;
  if (loaded.state.status === "error")
    return isNotFound(loaded.state.error) ? (
      <p className="portal-empty">{PORTAL_NO_PROFILE}</p>
    ) : (
      <LoadFailed message={PROFILE_LOAD_FAILED} onRetry={loaded.reload} />
    );
  return <ProfileEditor initial={loaded.state.data} />;
}

/** /portals/{portalSlug}/{portalId}/profile: the participant's own contact fields and photo (issue 6). */
export function PortalProfilePage() {
  return (
    <PortalPage id="profile" title="My profile">
      <ProfileSection />
    </PortalPage>
  );
}
