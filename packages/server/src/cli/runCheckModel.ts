/** Entry of `npm run check:model`: prints one line and exits 0 when the configured model answered, else 1. */
import { checkModel } from './checkModel.js';

const result = await checkModel(process.env);
console.log(result.line);
process.exit(result.ok ? 0 : 1);
