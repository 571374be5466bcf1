import { randomUUID } from "node:crypto";
import type { Db } from "./client.js";
import { portalPages, portalResources } from "./schema/index.js";

/** The demo speaker portal's content that tests and the demo open by title. */
export const DEMO_PORTAL_CONTENT = {
  guidelines: "Speaker guidelines",
  wiki: "Speaker logistics notes",
  venueMap: { title: "Venue map", url: "https://example.org/venue" },
} as const;

const GUIDELINES = `<h2>Before the Summit</h2>
<p>Thank you for speaking at the <strong>Foyer Summit 2027</strong>. These notes help your session run smoothly.</p>
<ul>
  <li>Send your final slides by <em>March 8</em>.</li>
  <li>Check your session's room and time under Sessions.</li>
  <li>Arrive at your room 15 minutes before you start.</li>
</ul>
<h3>On the day</h3>
<p>Each room has a laptop with HDMI, a clicker and a lapel microphone. Bring an adapter if you use your own laptop.</p>
<p>Questions? See the <a href="https://example.org/venue">venue map</a> or write to <a href="mailto:speakers@foyer.demo">speakers@foyer.demo</a>.</p>`;

const WIKI = `<h2>Logistics</h2>
<ul>
  <li>Green room: level 2, next to Room A.</li>
  <li>Speaker badges are at the registration desk from 8:00.</li>
  <li>AV contact: Linus (ask at the front desk).</li>
</ul>`;

/**
 * The speaker portal's demo content (issue 6): a published page, a team wiki page and a link
 * resource. Called in the demo seed's transaction with the portal's id.
 */
export async function seedPortalContent(tx: Db, portal: { id: string }): Promise<void> {
  await tx.insert(portalPages).values([
    {
      id: randomUUID(),
      portalId: portal.id,
      kind: "page",
      title: DEMO_PORTAL_CONTENT.guidelines,
      body: GUIDELINES,
      position: 0,
      published: true,
    },
    {
      id: randomUUID(),
      portalId: portal.id,
      kind: "wiki",
      title: DEMO_PORTAL_CONTENT.wiki,
      body: WIKI,
      position: 0,
      published: true,
    },
  ]);
  await tx.insert(portalResources).values({
    id: randomUUID(),
    portalId: portal.id,
    title: DEMO_PORTAL_CONTENT.venueMap.title,
    description: "Rooms, entrances and the green room.",
    url: DEMO_PORTAL_CONTENT.venueMap.url,
    position: 0,
  });
}
