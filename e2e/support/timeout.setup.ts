jest.setTimeout(180_000); // browser specs drive Chromium against a shared stack
