import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const os = vi.hoisted(() => ({ load: 0, cores: 2 }));
vi.mock("node:os", () => ({ loadavg: () => [os.load, 0, 0], cpus: () => Array.from({ length: os.cores }, () => ({})) }));

const { tijdfactor } = await import("../../scripts/tijdfactor");

describe("the tests' time-out factor (scripts/tijdfactor.ts)", () => {
  // vitest.config.ts sets the run's factor in the environment: each test starts without it.
  const vanDeRun = process.env.TEST_TIJDFACTOR;
  beforeEach(() => {
    delete process.env.TEST_TIJDFACTOR;
  });
  afterEach(() => {
    if (vanDeRun === undefined) delete process.env.TEST_TIJDFACTOR;
    else process.env.TEST_TIJDFACTOR = vanDeRun;
  });
  it("is 1 on a quiet machine and grows with the load per core, at most 4×", () => {
    os.load = 0.5;
    expect(tijdfactor()).toBe(1);
    os.load = 5;
    expect(tijdfactor()).toBe(2.5);
    os.load = 20;
    expect(tijdfactor()).toBe(4);
    os.cores = 8;
    os.load = 12;
    expect(tijdfactor()).toBe(1.5);
  });
  it("takes TEST_TIJDFACTOR when it is set, so every stage, shard and worker of a run uses one factor", () => {
    os.load = 20;
    process.env.TEST_TIJDFACTOR = "1.5";
    expect(tijdfactor()).toBe(1.5);
  });
});
