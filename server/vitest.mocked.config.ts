import { mockedProject } from './vitest.config.ts';

// The server's files that replace a module (vitest.config.ts says why they are apart).
export default mockedProject;
