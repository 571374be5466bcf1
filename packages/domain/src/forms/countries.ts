/**
 * ISO 3166-1 alpha-2 codes of the countries field. Names come from `Intl.DisplayNames` in the
 * participant's language, so only the codes ship.
 */
export const countryCodes = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO " +
  "JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR " +
  "MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO " +
  "RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV " +
  "TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

const known = new Set(countryCodes);
export function isCountryCode(value: string): boolean {
  return known.has(value);
}

/** The country's name in `locale`, or the code itself where the runtime has no names. */
export function countryName(code: string, locale = "en"): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** ISO 3166-1 alpha-3 codes, in the order of `countryCodes`. */
const ALPHA3 = /* @__PURE__ */ (
  "AND ARE AFG ATG AIA ALB ARM AGO ATA ARG ASM AUT AUS ABW ALA AZE BIH BRB BGD BEL BFA BGR BHR BDI BEN BLM BMU " +
  "BRN BOL BES BRA BHS BTN BVT BWA BLR BLZ CAN CCK COD CAF COG CHE CIV COK CHL CMR CHN COL CRI CUB CPV CUW CXR " +
  "CYP CZE DEU DJI DNK DMA DOM DZA ECU EST EGY ESH ERI ESP ETH FIN FJI FLK FSM FRO FRA GAB GBR GRD GEO GUF GGY " +
  "GHA GIB GRL GMB GIN GLP GNQ GRC SGS GTM GUM GNB GUY HKG HMD HND HRV HTI HUN IDN IRL ISR IMN IND IOT IRQ IRN " +
  "ISL ITA JEY JAM JOR JPN KEN KGZ KHM KIR COM KNA PRK KOR KWT CYM KAZ LAO LBN LCA LIE LKA LBR LSO LTU LUX LVA " +
  "LBY MAR MCO MDA MNE MAF MDG MHL MKD MLI MMR MNG MAC MNP MTQ MRT MSR MLT MUS MDV MWI MEX MYS MOZ NAM NCL NER " +
  "NFK NGA NIC NLD NOR NPL NRU NIU NZL OMN PAN PER PYF PNG PHL PAK POL SPM PCN PRI PSE PRT PLW PRY QAT REU ROU " +
  "SRB RUS RWA SAU SLB SYC SDN SWE SGP SHN SVN SJM SVK SLE SMR SEN SOM SUR SSD STP SLV SXM SYR SWZ TCA TCD ATF " +
  "TGO THA TJK TKL TLS TKM TUN TON TUR TTO TUV TWN TZA UKR UGA UMI USA URY UZB VAT VCT VEN VGB VIR VNM VUT WLF " +
  "WSM YEM MYT ZAF ZMB ZWE"
).split(" ");

/** English names, in the order of `countryCodes` (fixed here: the import must not depend on the runtime's ICU data). */
const ENGLISH_NAMES = /* @__PURE__ */ (
  "Andorra|United Arab Emirates|Afghanistan|Antigua & Barbuda|Anguilla|Albania|Armenia|Angola|Antarctica|" +
  "Argentina|American Samoa|Austria|Australia|Aruba|Åland Islands|Azerbaijan|Bosnia & Herzegovina|Barbados|" +
  "Bangladesh|Belgium|Burkina Faso|Bulgaria|Bahrain|Burundi|Benin|St. Barthélemy|Bermuda|Brunei|Bolivia|" +
  "Caribbean Netherlands|Brazil|Bahamas|Bhutan|Bouvet Island|Botswana|Belarus|Belize|Canada|" +
  "Cocos (Keeling) Islands|Congo - Kinshasa|Central African Republic|Congo - Brazzaville|Switzerland|" +
  "Côte d’Ivoire|Cook Islands|Chile|Cameroon|China|Colombia|Costa Rica|Cuba|Cape Verde|Curaçao|" +
  "Christmas Island|Cyprus|Czechia|Germany|Djibouti|Denmark|Dominica|Dominican Republic|Algeria|Ecuador|" +
  "Estonia|Egypt|Western Sahara|Eritrea|Spain|Ethiopia|Finland|Fiji|Falkland Islands|Micronesia|" +
  "Faroe Islands|France|Gabon|United Kingdom|Grenada|Georgia|French Guiana|Guernsey|Ghana|Gibraltar|" +
  "Greenland|Gambia|Guinea|Guadeloupe|Equatorial Guinea|Greece|South Georgia & South Sandwich Islands|" +
  "Guatemala|Guam|Guinea-Bissau|Guyana|Hong Kong SAR China|Heard & McDonald Islands|Honduras|Croatia|Haiti|" +
  "Hungary|Indonesia|Ireland|Israel|Isle of Man|India|British Indian Ocean Territory|Iraq|Iran|Iceland|" +
  "Italy|Jersey|Jamaica|Jordan|Japan|Kenya|Kyrgyzstan|Cambodia|Kiribati|Comoros|St. Kitts & Nevis|" +
  "North Korea|South Korea|Kuwait|Cayman Islands|Kazakhstan|Laos|Lebanon|St. Lucia|Liechtenstein|" +
  "Sri Lanka|Liberia|Lesotho|Lithuania|Luxembourg|Latvia|Libya|Morocco|Monaco|Moldova|Montenegro|" +
  "St. Martin|Madagascar|Marshall Islands|North Macedonia|Mali|Myanmar (Burma)|Mongolia|Macao SAR China|" +
  "Northern Mariana Islands|Martinique|Mauritania|Montserrat|Malta|Mauritius|Maldives|Malawi|Mexico|" +
  "Malaysia|Mozambique|Namibia|New Caledonia|Niger|Norfolk Island|Nigeria|Nicaragua|Netherlands|Norway|" +
  "Nepal|Nauru|Niue|New Zealand|Oman|Panama|Peru|French Polynesia|Papua New Guinea|Philippines|Pakistan|" +
  "Poland|St. Pierre & Miquelon|Pitcairn Islands|Puerto Rico|Palestinian Territories|Portugal|Palau|" +
  "Paraguay|Qatar|Réunion|Romania|Serbia|Russia|Rwanda|Saudi Arabia|Solomon Islands|Seychelles|Sudan|" +
  "Sweden|Singapore|St. Helena|Slovenia|Svalbard & Jan Mayen|Slovakia|Sierra Leone|San Marino|Senegal|" +
  "Somalia|Suriname|South Sudan|São Tomé & Príncipe|El Salvador|Sint Maarten|Syria|Eswatini|" +
  "Turks & Caicos Islands|Chad|French Southern Territories|Togo|Thailand|Tajikistan|Tokelau|Timor-Leste|" +
  "Turkmenistan|Tunisia|Tonga|Türkiye|Trinidad & Tobago|Tuvalu|Taiwan|Tanzania|Ukraine|Uganda|" +
  "U.S. Outlying Islands|United States|Uruguay|Uzbekistan|Vatican City|St. Vincent & Grenadines|Venezuela|" +
  "British Virgin Islands|U.S. Virgin Islands|Vietnam|Vanuatu|Wallis & Futuna|Samoa|Yemen|Mayotte|" +
  "South Africa|Zambia|Zimbabwe"
).split("|");

/** Other common English names (and the official long forms spreadsheets often carry). */
const ALIASES: Record<string, string> = {
  USA: "US",
  "United States of America": "US",
  America: "US",
  UK: "GB",
  "Great Britain": "GB",
  Britain: "GB",
  England: "GB",
  Scotland: "GB",
  Wales: "GB",
  "Northern Ireland": "GB",
  "United Kingdom of Great Britain and Northern Ireland": "GB",
  UAE: "AE",
  "Korea, Republic of": "KR",
  "Republic of Korea": "KR",
  Korea: "KR",
  "Korea, Democratic People's Republic of": "KP",
  "Russian Federation": "RU",
  Turkey: "TR",
  "Czech Republic": "CZ",
  "Ivory Coast": "CI",
  "Cote d'Ivoire": "CI",
  "Hong Kong": "HK",
  Macau: "MO",
  Macao: "MO",
  Myanmar: "MM",
  Burma: "MM",
  "Democratic Republic of the Congo": "CD",
  "DR Congo": "CD",
  "Republic of the Congo": "CG",
  Congo: "CG",
  Vatican: "VA",
  "Holy See": "VA",
  Swaziland: "SZ",
  "Cabo Verde": "CV",
  "East Timor": "TL",
  Palestine: "PS",
  "Viet Nam": "VN",
  Macedonia: "MK",
  "Iran, Islamic Republic of": "IR",
  Holland: "NL",
  "The Netherlands": "NL",
  "Brunei Darussalam": "BN",
  "Lao People's Democratic Republic": "LA",
  "Syrian Arab Republic": "SY",
  "Moldova, Republic of": "MD",
  "Tanzania, United Republic of": "TZ",
  "Bolivia (Plurinational State of)": "BO",
  "Venezuela (Bolivarian Republic of)": "VE",
  "Taiwan, Province of China": "TW",
  "Micronesia (Federated States of)": "FM",
  "Saint Kitts and Nevis": "KN",
  "Sao Tome and Principe": "ST",
  "Falkland Islands (Malvinas)": "FK",
  "Bahamas, The": "BS",
  "Gambia, The": "GM",
};

/** Letters and digits only, lower case, accents dropped, "&" read as "and", "St." as "saint". */
function countryKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\bst\b\.?/g, "saint")
    .replace(/^the\s+/, "")
    .replace(/[^a-z0-9]/g, "");
}

let lookup: Map<string, string> | undefined;

function countryLookup(): Map<string, string> {
  if (lookup) return lookup;
  lookup = new Map();
  countryCodes.forEach((code, index) => {
    lookup?.set(countryKey(ENGLISH_NAMES[index] ?? code), code);
    lookup?.set(`#${(ALPHA3[index] ?? "").toLowerCase()}`, code);
  });
  for (const [name, code] of Object.entries(ALIASES)) lookup.set(countryKey(name), code);
  return lookup;
}

/**
 * The alpha-2 code of a country given as an ISO alpha-2 or alpha-3 code or an English name, in any
 * letter case (spec 2 §5 "countries: text; ISO alpha-2/3 codes recommended"); null when unknown.
 * @example findCountryCode("deu") // "DE"; findCountryCode("United States of America") // "US"
 */
export function findCountryCode(text: string): string | null {
  const trimmed = text.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && known.has(trimmed.toUpperCase())) return trimmed.toUpperCase();
  const table = countryLookup();
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const code = table.get(`#${trimmed.toLowerCase()}`);
    if (code) return code;
  }
  return table.get(countryKey(trimmed)) ?? null;
}

/** The alpha-3 code of an alpha-2 code (undefined when unknown). */
export function alpha3Code(code: string): string | undefined {
  const index = countryCodes.indexOf(code);
  return index === -1 ? undefined : ALPHA3[index];
}
