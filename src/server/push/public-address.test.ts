import https from "node:https";
import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import { PrivateAddressRefused, isPublicAddress, publicAddressAgent, publicAddressLookup } from "./public-address";

describe("isPublicAddress", () => {
  it("refuses loopback, private, link-local, unique-local, multicast and unspecified addresses", () => {
    const refused = [
      "127.0.0.1", "127.1.2.3", "10.0.0.1", "172.16.0.1", "192.168.1.10", "169.254.169.254", "100.64.0.1", "0.0.0.0",
      "224.0.0.1", "255.255.255.255", "::1", "::", "fe80::1", "fc00::1", "fd12:3456::1", "ff02::1", "::ffff:127.0.0.1",
      "::ffff:10.0.0.1", "not an address",
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });

  it("accepts public unicast addresses", () => {
    for (const address of ["8.8.8.8", "142.250.74.10", "2001:4860:4860::8888", "::ffff:8.8.8.8"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

/** A resolver that answers every name with the given addresses. */
const answering = (addresses: LookupAddress[]) =>
  ((_hostname: string, _options: unknown, callback: (error: null, addresses: LookupAddress[]) => void) =>
    callback(null, addresses)) as Parameters<typeof publicAddressLookup>[0];

function lookUp(addresses: LookupAddress[], all: boolean) {
  return new Promise<{ error: Error | null; address: unknown; family?: number }>((resolve) =>
    publicAddressLookup(answering(addresses))("fcm.googleapis.com", { all }, (error, address, family) =>
      resolve({ error, address, family }),
    ),
  );
}

describe("publicAddressLookup", () => {
  it("hands a public answer on in the form the connection asked for", async () => {
    const addresses = [{ address: "142.250.74.10", family: 4 }, { address: "2001:4860:4860::8888", family: 6 }];
    expect(await lookUp(addresses, false)).toEqual({ error: null, address: "142.250.74.10", family: 4 });
    expect(await lookUp(addresses, true)).toEqual({ error: null, address: addresses, family: undefined });
  });

  it("refuses an answer with any address that is not public (a rebinding answer mixes them)", async () => {
    for (const all of [false, true]) {
      const { error } = await lookUp([{ address: "142.250.74.10", family: 4 }, { address: "127.0.0.1", family: 4 }], all);
      expect(error).toBeInstanceOf(PrivateAddressRefused);
      expect(error?.message).toBe("fcm.googleapis.com resolved to 127.0.0.1, which is not a public address; the push was not sent");
    }
  });
});

describe("publicAddressAgent", () => {
  it("does not connect to a name that resolves to loopback", async () => {
    const agent = publicAddressAgent();
    const failure = await new Promise<Error>((resolve, reject) => {
      const request = https.get("https://localhost:1/", { agent }, () => reject(new Error("connected")));
      request.on("error", resolve);
    });
    expect(failure).toBeInstanceOf(PrivateAddressRefused);
    agent.destroy();
  });
});
