// Response schema of GET /api/v1/scam-report/reporter-leader-board.
import { z } from 'zod';

export const leaderBoardRowSchema = z.object({ reporterId: z.string(), users_name: z.string(), total: z.number() });

export const leaderBoardResponseSchema = z.object({ success: z.literal(true), data: z.array(leaderBoardRowSchema) });
