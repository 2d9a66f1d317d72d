// A bare Nest hello-world (express platform, no middleware, no guards): the bench's baseline for what Nest itself
// costs on this machine. Plain JS with the decorators applied by hand, so it runs with `node` and no build.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

class HelloController {
  hello() {
    return { hello: 'world' };
  }
}
Get()(HelloController.prototype, 'hello', Object.getOwnPropertyDescriptor(HelloController.prototype, 'hello'));
Controller('hello')(HelloController);

class HelloModule {}
Module({ controllers: [HelloController] })(HelloModule);

const app = await NestFactory.create(HelloModule, { logger: false });
await app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
console.log(`hello listening on ${await app.getUrl()}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
