/** Every language's chat words at once: what the server serves the widget (GET /widget/words/:locale.json). */
import type { ChatWords } from '../chatWords.js';
import ar from './ar.js';
import de from './de.js';
import es from './es.js';
import fr from './fr.js';
import hi from './hi.js';
import it from './it.js';
import ja from './ja.js';
import ko from './ko.js';
import pt from './pt.js';
import ru from './ru.js';
import zh from './zh.js';

export const CHAT_LOCALES: Readonly<Record<string, ChatWords>> = { ar, de, es, fr, hi, it, ja, ko, pt, ru, zh };
