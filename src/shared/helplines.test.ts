import { describe, expect, it } from "vitest";
import {
  HELPLINES, HELPLINE_COUNTRIES, NATIONAL_EMERGENCY_NUMBER, YOUNG_PEOPLES_LINES, countryFromLanguages, helplinesFor,
  telHref, youngPeoplesLinesFor,
} from "./helplines";
import { pickHelpCountry } from "./help-countries";

describe("the helpline data", () => {
  it("gives every entry a country, name, number, purpose, source and checked date", () => {
    for (const line of [...HELPLINES, ...YOUNG_PEOPLES_LINES]) {
      const label = `${line.country} ${line.name}`;
      expect(HELPLINE_COUNTRIES.map((country) => country.code), label).toContain(line.country);
      expect(line.name.trim(), label).not.toBe("");
      expect(line.number, label).toMatch(/^[0-9][0-9 -]*[0-9]$/);
      expect(line.forWhat.trim(), label).not.toBe("");
      expect(line.checked, label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(line.checked)), label).toBe(false);
      if (line.source !== NATIONAL_EMERGENCY_NUMBER) expect(() => new URL(line.source), label).not.toThrow();
      // One source (Allô Parents Bébé) is only on a plain-http page; every other is https.
      if (line.source !== NATIONAL_EMERGENCY_NUMBER) expect(line.source, label).toMatch(/^https?:\/\//);
      // Only an emergency number may rest on being the national emergency number.
      if (line.source === NATIONAL_EMERGENCY_NUMBER) expect(line.emergency, label).toBe(true);
    }
  });

  it("covers the ten countries, each with its emergency number first and at least one helpline after it", () => {
    expect(HELPLINE_COUNTRIES.map((country) => country.code)).toEqual(["US", "GB", "IE", "CA", "AU", "NZ", "ES", "MX", "FR", "DE"]);
    const emergency: Record<string, string> = {
      US: "911", GB: "999", IE: "112", CA: "911", AU: "000", NZ: "111", ES: "112", MX: "911", FR: "112", DE: "112",
    };
    for (const { code } of HELPLINE_COUNTRIES) {
      const lines = helplinesFor(code);
      expect(lines[0]?.emergency, code).toBe(true);
      expect(lines[0]?.number, code).toBe(emergency[code]);
      expect(lines.filter((line) => line.emergency), code).toHaveLength(1);
      expect(lines.length, code).toBeGreaterThanOrEqual(2);
    }
  });

  it("lists exactly the numbers checked on their sources, and no other", () => {
    expect(HELPLINES.map((line) => `${line.country} ${line.number}`)).toEqual([
      "US 911", "US 988", "US 1-800-422-4453", "US 1-855-427-2736",
      "GB 999", "GB 0808 800 5000", "GB 116 123",
      "IE 112", "IE 116 123",
      "CA 911", "CA 988", "CA 1-800-422-4453",
      "AU 000", "AU 13 11 14", "AU 1300 726 306", "AU 1800 882 436",
      "NZ 111", "NZ 1737", "NZ 0800 933 922",
      "ES 112", "ES 024", "ES 600 50 51 52",
      "MX 911", "MX 800 911 2000",
      "FR 112", "FR 119", "FR 3114", "FR 0 800 00 34 56",
      "DE 112", "DE 0800 111 0 550", "DE 0800 111 0 111",
    ]);
    expect(helplinesFor("IE")[0]?.alsoNumbers).toEqual(["999"]);
    expect(helplinesFor("FR")[0]?.alsoNumbers).toEqual(["15"]);
    expect(helplinesFor("DE")[2]?.alsoNumbers).toEqual(["0800 111 0 222"]);
  });

  it("lists young people's own lines only where one was checked, never an emergency number", () => {
    expect(YOUNG_PEOPLES_LINES.map((line) => `${line.country} ${line.number}`)).toEqual([
      "US 988", "GB 0800 1111", "CA 1-800-668-6868", "AU 1800 55 1800", "ES 900 20 20 10", "FR 0 800 235 236", "DE 116 111",
    ]);
    expect(YOUNG_PEOPLES_LINES.some((line) => line.emergency)).toBe(false);
    for (const code of ["IE", "NZ", "MX"] as const) expect(youngPeoplesLinesFor(code), code).toEqual([]);
  });

  it("dials the digits of a written number", () => {
    expect(telHref("0808 800 5000")).toBe("tel:08088005000");
    expect(telHref("1-800-422-4453")).toBe("tel:18004224453");
  });
});

describe("the country from the browser's languages", () => {
  it("takes the first language whose region has helplines", () => {
    expect(countryFromLanguages(["en-GB", "en"])).toBe("GB");
    expect(countryFromLanguages(["it-IT", "en-AU"])).toBe("AU");
    expect(countryFromLanguages(["de-DE", "en-AU"])).toBe("DE");
    expect(countryFromLanguages(["es-MX", "es-ES"])).toBe("MX");
    expect(countryFromLanguages(["fr-CA"])).toBe("CA");
    expect(countryFromLanguages(["en-ie"])).toBe("IE");
  });

  it("does not guess from a language without a region or a region without helplines", () => {
    expect(countryFromLanguages(["en"])).toBeNull();
    expect(countryFromLanguages(["it-IT", "fr"])).toBeNull();
    expect(countryFromLanguages(["not a tag"])).toBeNull();
    expect(countryFromLanguages([])).toBeNull();
  });
});

describe("the country Get help now shows", () => {
  it("is the account's choice, else this device's, else the browser's region", () => {
    const browserLanguages = ["en-US", "en"];
    expect(pickHelpCountry({ account: "ES", device: "FR", browserLanguages })).toEqual({ country: "ES", from: "account" });
    expect(pickHelpCountry({ account: null, device: "FR", browserLanguages })).toEqual({ country: "FR", from: "device" });
    expect(pickHelpCountry({ account: undefined, device: null, browserLanguages })).toEqual({ country: "US", from: "browser" });
  });

  it("ignores a stored value that is not a country with numbers", () => {
    expect(pickHelpCountry({ account: "IT", device: "es", browserLanguages: ["en-AU"] })).toEqual({ country: "AU", from: "browser" });
  });

  it("is none when nothing names a country: the language alone never does", () => {
    expect(pickHelpCountry({ browserLanguages: ["es"] })).toBeNull();
    expect(pickHelpCountry({ browserLanguages: ["en"] })).toBeNull();
    expect(pickHelpCountry({ browserLanguages: ["it-IT"] })).toBeNull();
  });
});
