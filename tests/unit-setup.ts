// Unit test files share their modules (isolate: false, five times faster): each starts with none of the process-wide state the server keeps on globalThis.
import { forgetServerState } from './process-state'

forgetServerState()
