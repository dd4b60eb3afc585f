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
    ["not an address", false],
    ["93.184.216.34", true],
    ["172.32.0.1", true],
    ["8.8.8.8", true],
    ["2a00:1450:4001:80b::200e", true],
    ["::ffff:93.184.216.34", true],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
