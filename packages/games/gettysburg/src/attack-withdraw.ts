/** §13 step 9 The losing attackers' mandatory withdrawal is §14's (withdrawal-moves.ts). */
export { type WithdrawalKind, withdraw, withdrawalActions } from './withdrawal-moves.ts';
