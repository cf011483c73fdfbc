// Vitest's set-up of the server's test files: passwords hashed at the smallest cost (lib/passwords.ts).
import { usePasswordCost } from '../lib/passwords.js';

usePasswordCost('tests');
