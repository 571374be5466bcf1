import { describe, expect, it } from "vitest";
import { headerName, mailbox, parseSender } from "../services/mail/address.js";
import { mailKinds } from "../services/mail/default-templates.js";
import { placeholdersOf, renderMail, unknownPlaceholders } from "../services/mail/template.js";
import { smtpLabel } from "../services/mail/transport.js";

/* Issue 19 item 1: one template makes both parts; values are escaped in HTML; headers stay single lines. */

describe("every message has a plain-text and an HTML part made from one template", () => {
  const template = {
    subject: "Welcome, {first_name}",
    body: "Hello {first_name},\n\nOpen {link}\nto start.",
  };
  const values = { first_name: "Ada", link: "https://foyer.example/reset/abc?x=1&y=2" };

  it("fills the text part with the values as they are", () => {
    const mail = renderMail(template, values);
    expect(mail.subject).toBe("Welcome, Ada");
    expect(mail.text).toBe("Hello Ada,\n\nOpen https://foyer.example/reset/abc?x=1&y=2\nto start.");
  });

  it("makes paragraphs and a clickable, escaped link in the HTML part", () => {
    const { html } = renderMail(template, values);
    expect(html).toContain("<p>Hello Ada,</p>");
    expect(html).toContain(
      '<p>Open <a href="https://foyer.example/reset/abc?x=1&amp;y=2">https://foyer.example/reset/abc?x=1&amp;y=2</a><br>\nto start.</p>',
    );
  });

  it("escapes HTML in a person's name in the HTML part", () => {
    const { html, text } = renderMail(template, { ...values, first_name: '<img src=x onerror="alert(1)">' });
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(text).toContain('<img src=x onerror="alert(1)">');
  });

  it("never makes a link of a value that is not an http(s) URL", () => {
    const { html } = renderMail(template, { ...values, link: "javascript:alert(1)" });
    expect(html).not.toContain("<a ");
    expect(html).toContain("javascript:alert(1)");
  });

  it("keeps the subject one line whatever a value holds", () => {
    expect(renderMail(template, { ...values, first_name: "Ada\r\nBcc: evil@example.org" }).subject).toBe(
      "Welcome, Ada Bcc: evil@example.org",
    );
  });

  it("refuses to render a placeholder without a value", () => {
    expect(() => renderMail(template, { first_name: "Ada" })).toThrowError(/\{link\}, which has no value/);
  });

  it("names the placeholders a template uses, and those a kind does not provide", () => {
    expect(placeholdersOf(template.body)).toEqual(["first_name", "link"]);
    expect(
      unknownPlaceholders({ subject: "{event_name}", body: "{first_name} {oops}" }, ["first_name"]),
    ).toEqual(["event_name", "oops"]);
  });

  it("each default template uses only the placeholders its kind provides, and renders", () => {
    for (const [key, kind] of Object.entries(mailKinds)) {
      expect(unknownPlaceholders(kind.template, kind.placeholders), key).toEqual([]);
      const values = Object.fromEntries(kind.placeholders.map((name) => [name, `https://x.test/${name}`]));
      expect(renderMail(kind.template, values).text.length, key).toBeGreaterThan(0);
    }
  });
});

describe("addresses are address objects; names cannot add headers", () => {
  it("turns CR/LF and control characters in a name into spaces", () => {
    expect(headerName("Ada\r\nBcc: evil@example.org")).toBe("Ada Bcc: evil@example.org");
    expect(headerName("  Ada\t\u0000Lovelace ")).toBe("Ada Lovelace");
  });

  it("refuses an address that is not one valid address", () => {
    expect(mailbox("ada@example.org", "Ada")).toEqual({ address: "ada@example.org", name: "Ada" });
    for (const bad of [
      "Ada <ada@example.org>",
      "ada@example.org, eve@example.org",
      "ada@example.org\r\nBcc: x@y.org",
      "nope",
    ]) {
      expect(mailbox(bad), bad).toHaveProperty(
        "problem",
        expect.stringContaining("is not a valid email address"),
      );
    }
  });

  it("reads MAIL_FROM with or without a name", () => {
    expect(parseSender("Foyer Events <events@example.org>")).toEqual({
      name: "Foyer Events",
      address: "events@example.org",
    });
    expect(parseSender("events@example.org")).toEqual({ name: "", address: "events@example.org" });
    expect(parseSender("a@example.org, b@example.org")).toMatch(/one email address/);
  });
});

describe("where mail goes, as npm start prints it", () => {
  it("names the server and port, never the credentials", () => {
    expect(smtpLabel("smtps://user:s3cret@smtp.example.org:465")).toBe("smtp.example.org:465 (TLS)");
    expect(smtpLabel("smtp://apikey:SG.key@smtp.sendgrid.net")).toBe("smtp.sendgrid.net:587");
  });
});
