import { describe, expect, it } from "vitest";
import { isPublicAddress } from "../src/media/remote-image.js";

describe("isPublicAddress", () => {
  it.each([
    ["127.0.0.1", false],
    ["127.255.0.9", false],
    ["10.4.5.6", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.178.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["224.0.0.251", false],
    ["255.255.255.255", false],
    ["::1", false],
    ["::", false],
    ["fe80::1", false],
    ["fd00:ec2::254", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:7f00:1", false],
    // The review's addresses: IPv4 inside IPv6, reached by translation. URL parsing writes
    // [::127.0.0.1] as [::7f00:1].
    ["::127.0.0.1", false],
    ["::7f00:1", false],
    ["64:ff9b:1::7f00:1", false],
    ["64:ff9b::7f00:1", false],
    ["64:ff9b::a9fe:a9fe", false],
    ["2002:7f00:1::", false],
    ["2002:a9fe:a9fe::1", false],
    // Teredo, discard, documentation, benchmarking, ORCHID, reserved, segment routing.
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", false],
    ["100::1", false],
    ["2001:db8::1", false],
    ["2001:2::1", false],
    ["2001:20::1", false],
    ["3fff::1", false],
    ["5f00::1", false],
    ["fec0::1", false],
    ["ff02::1", false],
    // IPv4 special ranges: the 6to4 relay, benchmarking, documentation, reserved.
    ["192.88.99.1", false],
    ["198.18.0.1", false],
    ["203.0.113.5", false],
    ["240.0.0.1", false],
    // A public IPv4 address written as IPv6 is refused as well: no name resolves to that form.
    ["::ffff:93.184.216.34", false],
    ["not an address", false],
    ["93.184.216.34", true],
    ["172.32.0.1", true],
    ["8.8.8.8", true],
    ["2a00:1450:4001:80b::200e", true],
    ["2606:4700:4700::1111", true],
    ["1.1.1.1", true],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
