#!/usr/bin/env node
// `npm start`: build when needed, migrate, seed an empty database, serve on PORT (3000) with the job clock (stopping: src/server/serve.mjs).
import { fail } from './lib/env.mjs'
import { launch } from './lib/launch.mjs'

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) fail(`Node.js 20.19 or newer is needed; this is ${process.version}.`)

await launch({ PORT: process.env.PORT || '3000' }, { jobClock: true }).catch((error) => fail(error.message))
