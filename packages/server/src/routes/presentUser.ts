import type { User } from '@botfolio/core';
import type { BotSummaryRow, Repository, UserRow } from '../storage/repository.js';

/** Who is looking at a user decides what they see (docs/API.md, "Accounts"). */
export type Viewer = 'anonymous' | 'signed-in' | 'owner';

/** A user as `viewer` may see it: `_id`, `name`, bot names; the email and each `botText` for the owner only. */
export async function presentUser(repo: Repository, user: UserRow, viewer: Viewer): Promise<User> {
  if (viewer === 'owner') {
    const bots = await repo.listBots(user.id);
    return {
      _id: user.id,
      name: user.name,
      email: user.email,
      bots: bots.map((b) => ({ _id: b.id, botName: b.botName, botText: b.botText })),
    };
  }
  return presentProfile(user, await repo.listBotSummaries(user.id));
}

/** The profile anyone else sees, signed in or not, from rows already read: never the email or the bot text. */
export function presentProfile(user: Pick<UserRow, 'id' | 'name'>, botRows: readonly Readonly<BotSummaryRow>[]): User {
  return { _id: user.id, name: user.name, bots: botRows.map((b) => ({ _id: b.id, botName: b.botName })) };
}
