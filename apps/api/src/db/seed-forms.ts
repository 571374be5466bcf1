import type { FormStep } from "@foyer/domain";
import type { Db } from "./client.js";
import { forms } from "./schema/index.js";

const FORM_IDS = {
  intake: "7c1b2f4e-3d5a-4e8b-9f0c-1a2b3c4d5e6f",
  submission: "5a8e9c2d-1f3b-4a6c-8d7e-9f0a1b2c3d4e",
  application: "9d4c3b2a-8e7f-4a1b-9c2d-3e4f5a6b7c8d",
  followup: "3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b",
} as const;

/** The demo forms of the Summit, one of each kind (ARCHITECTURE: the seed has "forms"). */
export const DEMO_FORMS = {
  intake: { id: FORM_IDS.intake, name: "Speaker Intake" },
  submission: { id: FORM_IDS.submission, name: "Call for Papers" },
  application: { id: FORM_IDS.application, slug: "exhibitor-application", name: "Exhibitor Application" },
  followup: { id: FORM_IDS.followup, slug: "post-event-survey", name: "Post-Event Survey" },
} as const;

const intakeSteps: FormStep[] = [
  {
    id: "about",
    title: "About you",
    fields: [
      { id: "full_name", type: "text", label: "Full name", required: true, maxLength: 200 },
      { id: "email", type: "email", label: "Email", required: true },
      { id: "company", type: "text", label: "Company", required: false },
      {
        id: "phone",
        type: "usPhone",
        label: "Mobile phone",
        required: false,
        placeholder: "+1 (555) 123-4567",
      },
      { id: "country", type: "countries", label: "Country", required: true },
      { id: "bio", type: "textarea", label: "Short bio", required: true, maxLength: 2000 },
      { id: "headshot", type: "image", label: "Headshot", required: false },
      {
        id: "dietary",
        type: "dropdown",
        label: "Dietary needs",
        required: false,
        multiple: true,
        options: [
          { value: "vegetarian", label: "Vegetarian" },
          { value: "vegan", label: "Vegan" },
          { value: "gluten-free", label: "Gluten free" },
          { value: "halal", label: "Halal" },
          { value: "kosher", label: "Kosher" },
        ],
      },
    ],
  },
];

const submissionSteps: FormStep[] = [
  {
    id: "talk",
    title: "Your talk",
    description: "Tell the programme committee what you would like to present.",
    fields: [
      { id: "title", type: "text", label: "Title", required: true, maxLength: 150 },
      { id: "abstract", type: "textarea", label: "Abstract", required: true, maxLength: 3000 },
      {
        id: "format",
        type: "radioList",
        label: "Format",
        required: true,
        options: [
          { value: "talk", label: "Talk (30 min)" },
          { value: "workshop", label: "Workshop (90 min)" },
          { value: "panel", label: "Panel" },
        ],
      },
      {
        id: "level",
        type: "dropdown",
        label: "Audience level",
        required: true,
        options: [
          { value: "beginner", label: "Beginner" },
          { value: "intermediate", label: "Intermediate" },
          { value: "advanced", label: "Advanced" },
        ],
      },
    ],
  },
  {
    id: "logistics",
    title: "Logistics",
    fields: [
      { id: "days", type: "eventDays", label: "Days you can present", required: true },
      { id: "arrival", type: "datetime", label: "Arrival", required: false },
      { id: "preferred_time", type: "time", label: "Preferred start time", required: false },
      {
        id: "duration",
        type: "number",
        label: "Length (minutes)",
        required: false,
        decimals: 0,
        min: 15,
        max: 180,
      },
      { id: "travel_budget", type: "currency", label: "Travel budget needed (USD)", required: false, min: 0 },
      { id: "needs_av", type: "toggle", label: "I need audio/video equipment", required: false },
    ],
  },
  {
    id: "files",
    title: "Files and consent",
    fields: [
      { id: "slides", type: "file", label: "Draft slides (optional)", required: false, maxFiles: 3 },
      { id: "photo", type: "photo", label: "Speaker photo", required: false },
      { id: "coc", type: "checkbox", label: "I agree to the code of conduct", required: true },
    ],
  },
];

const applicationSteps: FormStep[] = [
  {
    id: "company",
    title: "Company",
    fields: [
      { id: "company_name", type: "text", label: "Company name", required: true },
      { id: "contact_email", type: "email", label: "Contact email", required: true },
      {
        id: "booth",
        type: "dropdown",
        label: "Booth size",
        required: true,
        options: [
          { value: "small", label: "Small (3x3 m)" },
          { value: "medium", label: "Medium (3x6 m)" },
          { value: "large", label: "Large (6x6 m)" },
        ],
      },
      {
        id: "share",
        type: "percent",
        label: "Share of your leads from events (%)",
        required: false,
        min: 0,
        max: 100,
      },
      { id: "setup_date", type: "date", label: "Preferred set-up date", required: false },
    ],
  },
];

const followupSteps: FormStep[] = [
  {
    id: "feedback",
    title: "Your feedback",
    fields: [
      {
        id: "rating",
        type: "radioList",
        label: "How was the event?",
        required: true,
        options: ["1", "2", "3", "4", "5"].map((value) => ({ value, label: value })),
      },
      { id: "comments", type: "textarea", label: "Comments", required: false },
      { id: "return", type: "toggle", label: "I would come again", required: false },
    ],
  },
];

export async function seedDemoForms(db: Db, eventId: string, eventSlug: string): Promise<void> {
  await db.insert(forms).values([
    {
      id: FORM_IDS.intake,
      eventId,
      kind: "intake",
      slug: eventSlug,
      name: DEMO_FORMS.intake.name,
      description: "Confirmed speakers: tell us about yourself so we can introduce you.",
      confirmationMessage: "Thank you! We have your details.",
      steps: intakeSteps,
    },
    {
      id: FORM_IDS.submission,
      eventId,
      kind: "submission",
      slug: eventSlug,
      name: DEMO_FORMS.submission.name,
      description: "Propose a talk, workshop or panel for the Summit.",
      requiresLogin: true,
      confirmationMessage: "Thank you for your proposal. The programme committee will be in touch.",
      steps: submissionSteps,
    },
    {
      id: FORM_IDS.application,
      eventId,
      kind: "application",
      slug: DEMO_FORMS.application.slug,
      name: DEMO_FORMS.application.name,
      description: "Apply for a booth in the Summit's expo hall.",
      requiresLogin: true,
      singleSubmission: true,
      confirmationMessage: "Your application has been received.",
      steps: applicationSteps,
    },
    {
      id: FORM_IDS.followup,
      eventId,
      kind: "followup",
      slug: DEMO_FORMS.followup.slug,
      name: DEMO_FORMS.followup.name,
      description: "Two minutes to help us make the next Summit better.",
      confirmationMessage: "Thanks for your feedback!",
      steps: followupSteps,
    },
  ]);
}
