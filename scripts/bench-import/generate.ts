/**
 * A deterministic contacts CSV for the import benchmark (issue 4): 12 columns, CRLF line ends, and
 * the awkward cells real exports have — notes quoted for their commas, with doubled quotes, and
 * spanning lines; dates in both accepted formats (spec 2 §5: yyyy-mm-dd or mm-dd-yyyy); booleans
 * as Yes/No/1/0; budgets like "$1,234.50".
 */

export const CONTACT_COLUMNS = [
  "First Name",
  "Last Name",
  "Email",
  "Company",
  "Title",
  "Phone",
  "Country",
  "City",
  "Notes",
  "Date Joined",
  "Opt In",
  "Budget",
] as const;

const FIRST = [
  "Ada",
  "Grace",
  "Alan",
  "Edsger",
  "Barbara",
  "Donald",
  "Frances",
  "Ken",
  "Margaret",
  "Linus",
  "Radia",
  "Tim",
];
const LAST = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Dijkstra",
  "Liskov",
  "Knuth",
  "Allen",
  "Thompson",
  "Hamilton",
  "Torvalds",
  "Perlman",
  "Berners-Lee",
];
const COMPANIES = [
  "Acme Events",
  "Globex",
  "Initech",
  "Umbrella Corp",
  "Stark Industries",
  "Wayne Enterprises",
  "Hooli",
  "Vandelay Industries",
];
const TITLES = [
  "Speaker",
  "Sponsor Lead",
  "Exhibitor",
  "Volunteer",
  "VP Engineering",
  "Marketing Manager",
  "CTO",
  "Student",
];
const PLACES = [
  ["United States", "Chicago"],
  ["Canada", "Toronto"],
  ["France", "Paris"],
  ["Germany", "Berlin"],
  ["Japan", "Tokyo"],
  ["Brazil", "São Paulo"],
  ["United Kingdom", "London"],
  ["Australia", "Sydney"],
] as const;
const OPT_IN = ["Yes", "No", "1", "0"];

/** mulberry32: a small seeded generator, so every run writes the same file. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

function quoted(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** `rows` data rows after the header, each line ending in CRLF. */
export function generateContactsCsv(rows: number): string {
  const next = random(20_240_601);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const lines: string[] = [CONTACT_COLUMNS.join(",")];
  for (let row = 1; row <= rows; row++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const company = pick(COMPANIES);
    const [country, city] = pick(PLACES);
    const email =
      `${first}.${last}.${row}@${company.toLowerCase().replace(/[^a-z]/g, "")}.example`.toLowerCase();
    const phone = `+1 (${200 + (row % 700)}) 555-${String(row % 10_000).padStart(4, "0")}`;
    const kind = row % 10;
    const notes =
      kind === 0
        ? quoted(`Met at the booth, asked about pricing, wants a follow-up call`)
        : kind === 3
          ? quoted(`Said "great talk" after the keynote`)
          : kind === 6
            ? quoted(`First line of the note\nSecond line, with a comma\nThird line`)
            : kind === 8
              ? ""
              : `Prefers email contact`;
    const year = 2015 + Math.floor(next() * 10);
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const joined = row % 2 === 0 ? `${year}-${pad(month)}-${pad(day)}` : `${pad(month)}-${pad(day)}-${year}`;
    const budget = next() * 20_000;
    const dollars = Math.floor(budget).toLocaleString("en-US");
    const cents = pad(Math.floor((budget % 1) * 100));
    lines.push(
      [
        first,
        last,
        email,
        company,
        pick(TITLES),
        phone,
        country,
        city,
        notes,
        joined,
        pick(OPT_IN),
        quoted(`$${dollars}.${cents}`),
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
