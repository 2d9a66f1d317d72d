jest.setTimeout(120_000); // integration specs boot Nest, a worker and real services
