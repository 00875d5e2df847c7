import { SignInToPreview } from '@/components/preview/sign-in-to-preview'

/** A preview asked for by someone who may not see it: 401 and the way to sign in (services/preview.ts). */
export default SignInToPreview
