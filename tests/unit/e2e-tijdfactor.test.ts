import { afterEach, describe, expect, it, vi } from "vitest";

const os = vi.hoisted(() => ({ load: 0, cores: 2 }));
vi.mock("node:os", () => ({ loadavg: () => [os.load, 0, 0], cpus: () => Array.from({ length: os.cores }, () => ({})) }));

const { e2eTijdfactor } = await import("../../scripts/e2e-tijdfactor");

describe("e2e time-out factor (scripts/e2e-tijdfactor.ts)", () => {
  afterEach(() => {
    delete process.env.E2E_TIJDFACTOR;
  });
  it("is 1 on a quiet machine and grows with the load per core, at most 4×", () => {
    os.load = 0.5;
    expect(e2eTijdfactor()).toBe(1);
    os.load = 5;
    expect(e2eTijdfactor()).toBe(2.5);
    os.load = 20;
    expect(e2eTijdfactor()).toBe(4);
    os.cores = 8;
    os.load = 12;
    expect(e2eTijdfactor()).toBe(1.5);
  });
  it("takes E2E_TIJDFACTOR when it is set, so every shard and worker of a run uses one factor", () => {
    os.load = 20;
    process.env.E2E_TIJDFACTOR = "1.5";
    expect(e2eTijdfactor()).toBe(1.5);
  });
});
